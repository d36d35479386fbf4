import type {
  BreadcrumbList,
  FAQPage,
  HowTo,
  MergeLeafTypes,
  OrganizationLeaf,
  PersonLeaf,
  ProfilePageLeaf,
  ProfessionalServiceLeaf,
  SearchActionLeaf,
  Service as ServiceLd,
  WebSiteLeaf,
  WithActionConstraints,
  WithContext,
} from 'schema-dts'
import type { Principal } from '~/config/content-schema/types'
import { absoluteUrl, siteConfig } from '~/config/site-config'
import { type Credential, principalCredentials } from '~/lib/firm/credentials'

export interface Crumb {
  name: string
  path: string
}

export const ORGANIZATION_ID = `${absoluteUrl('/')}#organization`
const WEBSITE_ID = `${absoluteUrl('/')}#website`
const PRINCIPAL_ID = `${absoluteUrl('/about')}#principal`

const SEARCH_QUERY_PARAM = 'q'

export type FirmJsonLd = MergeLeafTypes<[OrganizationLeaf, ProfessionalServiceLeaf]>

const COUNTRY_SERVED = { '@type': 'Country', name: 'United States' } as const

/** The firm: every value from site config, so the hours and the founding year read the same everywhere. */
export function organizationJsonLd(): FirmJsonLd {
  const { address, hours, aggregateRating } = siteConfig
  return {
    '@type': ['Organization', 'ProfessionalService'],
    '@id': ORGANIZATION_ID,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    alternateName: siteConfig.shortName,
    description: siteConfig.tagline,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteConfig.logoPath) },
    image: absoluteUrl(siteConfig.shareImagePath),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...hours.days], opens: hours.opens, closes: hours.closes },
    ],
    foundingDate: String(siteConfig.foundingYear),
    areaServed: COUNTRY_SERVED,
    founder: { '@id': PRINCIPAL_ID },
    ...(aggregateRating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: aggregateRating.ratingValue,
            reviewCount: aggregateRating.reviewCount,
            bestRating: aggregateRating.bestRating,
            worstRating: 1,
          },
        }
      : {}),
  }
}

export function websiteJsonLd(): WebSiteLeaf {
  const search: WithActionConstraints<SearchActionLeaf> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl('/search')}?${SEARCH_QUERY_PARAM}={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: siteConfig.name,
    url: absoluteUrl('/'),
    inLanguage: 'en-US',
    publisher: { '@id': ORGANIZATION_ID },
    potentialAction: search,
  }
}

/** The principal economist, with every credential the /about page counts. */
export function principalJsonLd(principal: Principal): PersonLeaf {
  return {
    '@type': 'Person',
    '@id': PRINCIPAL_ID,
    name: principal.name,
    honorificPrefix: principal.honorific,
    jobTitle: principal.title,
    url: absoluteUrl('/about'),
    worksFor: { '@id': ORGANIZATION_ID },
    hasCredential: principalCredentials(principal).map((credential) => ({
      '@type': 'EducationalOccupationalCredential',
      name: credential.name,
      credentialCategory: credential.category,
      recognizedBy: { '@type': 'Organization', name: credential.grantedBy },
    })),
    ...(principal.sameAs?.length ? { sameAs: [...principal.sameAs] } : {}),
  }
}

export function profilePageJsonLd(input: { path: string; name: string; description: string }): ProfilePageLeaf {
  return {
    '@type': 'ProfilePage',
    '@id': `${absoluteUrl(input.path)}#page`,
    url: absoluteUrl(input.path),
    name: input.name,
    description: input.description,
    inLanguage: 'en-US',
    isPartOf: { '@id': WEBSITE_ID },
    mainEntity: { '@id': PRINCIPAL_ID },
    about: { '@id': PRINCIPAL_ID },
  }
}

export function teamMemberProfileJsonLd(input: {
  path: string
  name: string
  person: { name: string; honorific: string; title: string }
  credentials: readonly Credential[]
}): ProfilePageLeaf {
  const url = absoluteUrl(input.path)
  const person: PersonLeaf = {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: input.person.name,
    honorificPrefix: input.person.honorific,
    jobTitle: input.person.title,
    url,
    worksFor: { '@id': ORGANIZATION_ID },
    hasCredential: input.credentials.map((credential) => ({
      '@type': 'EducationalOccupationalCredential',
      name: credential.name,
      credentialCategory: credential.category,
      recognizedBy: { '@type': 'Organization', name: credential.grantedBy },
    })),
  }
  return {
    '@type': 'ProfilePage',
    '@id': `${url}#page`,
    url,
    name: input.name,
    inLanguage: 'en-US',
    isPartOf: { '@id': WEBSITE_ID },
    mainEntity: person,
  }
}

function siteJsonLd(person: object | undefined): object[] {
  return [organizationJsonLd(), websiteJsonLd(), ...(person ? [person] : [])]
}

export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

export interface ServiceArea {
  type: 'City' | 'State' | 'Country'
  name: string
  containedIn?: string
}

export const COUNTRY_AREA: ServiceArea = { type: 'Country', name: COUNTRY_SERVED.name }

function areaJsonLd(area: ServiceArea) {
  if (area.type === 'City') {
    return {
      '@type': 'City' as const,
      name: area.name,
      ...(area.containedIn ? { containedInPlace: { '@type': 'State' as const, name: area.containedIn } } : {}),
    }
  }
  if (area.type === 'State') return { '@type': 'State' as const, name: area.name, containedInPlace: COUNTRY_SERVED }
  return { '@type': 'Country' as const, name: area.name }
}

export function serviceJsonLd(input: {
  title: string
  description: string
  path: string
  areaServed: ServiceArea
}): WithContext<ServiceLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absoluteUrl(input.path)}#service`,
    name: input.title,
    serviceType: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    provider: { '@type': 'ProfessionalService', '@id': ORGANIZATION_ID, name: siteConfig.name },
    areaServed: areaJsonLd(input.areaServed),
  }
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function howToJsonLd(item: {
  title: string
  description: string
  steps: readonly { name: string; text: string }[]
}): WithContext<HowTo> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: item.title,
    description: item.description,
    step: item.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  }
}

/** One @graph per page, so the nodes can point at each other by @id. */
export function pageGraphJsonLd(input: {
  breadcrumbs?: readonly Crumb[]
  nodes?: readonly object[]
  person?: object
}): { '@context': 'https://schema.org'; '@graph': object[] } {
  const own = (input.nodes ?? []).map(stripContext)
  const hasTrail = own.some((node) => node['@type'] === 'BreadcrumbList')
  const trail =
    !hasTrail && input.breadcrumbs && input.breadcrumbs.length > 0
      ? [stripContext(breadcrumbListJsonLd(input.breadcrumbs))]
      : []
  return { '@context': 'https://schema.org', '@graph': [...siteJsonLd(input.person), ...trail, ...own] }
}

function stripContext(node: object): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...(node as Record<string, unknown>) }
  delete rest['@context']
  return rest
}
