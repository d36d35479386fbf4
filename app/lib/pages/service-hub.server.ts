import { SERVICE_TEAM_ROLES } from '~/copy/team'
import { teamMembers } from '~/lib/content-folder/firm-content.server'
import { teamMemberPath } from '~/lib/firm/team'
import { SERVICE_GROUP_COPY, SERVICE_HUB_COPY } from '~/copy/service-pages'
import { findCaseTypeEntryByName } from '~/lib/content-folder/case-types'
import { cityLabel, coverageCounts } from '~/lib/content-folder/locations'
import { serviceCityPath, serviceHubPath } from '~/lib/content-folder/paths'
import { findServiceWithText, listServicesWithText } from '~/lib/content-folder/services'
import type { PageMeta } from '~/lib/seo/page-meta'
import { COUNTRY_AREA, serviceJsonLd } from '~/lib/seo/structured-data'
import { SERVICES_CRUMB, trail } from './breadcrumbs'
import { toCaseTypeLink, toServiceCard } from './cards'
import { largestCitiesNationally } from '~/lib/places/population'
import { notFound } from './not-found'
import { relatedServices } from './related-services'
import { fillTemplate, splitParagraphs } from '~/lib/text'

/** How many of the largest cities a hub links to, and how many related services it shows. */
export const HUB_CITY_COUNT = 12
const HUB_RELATED_COUNT = 4

export function buildServiceHubPage(serviceSlug: string) {
  const { ctaHeading, citiesHeading, allCitiesLink, ...hubCopy } = SERVICE_HUB_COPY
  const coverage = coverageCounts()
  const service = findServiceWithText(serviceSlug) ?? notFound()
  const path = serviceHubPath(service.slug)
  const meta: PageMeta = {
    title: service.title,
    description: service.metaDescription,
    path,
    h1: service.title,
    breadcrumbs: trail(SERVICES_CRUMB, { name: service.title, path }),
    structuredData: [
      serviceJsonLd({ title: service.title, description: service.metaDescription, path, areaServed: COUNTRY_AREA }),
    ],
  }
  const caseTypes = service.caseTypes.map((name) => {
    const caseType = findCaseTypeEntryByName(name)
    if (!caseType) throw new Error(`Service "${service.slug}" names an unknown case type "${name}"`)
    return toCaseTypeLink(caseType)
  })
  return {
    meta,
    copy: hubCopy,
    service: {
      slug: service.slug,
      title: service.title,
      icon: service.icon,
      groupLabel: SERVICE_GROUP_COPY[service.group].heading,
      ctaHeading: fillTemplate(ctaHeading, { name: service.title }),
      citiesHeading: fillTemplate(citiesHeading, { name: service.title }),
      allCitiesLink: fillTemplate(allCitiesLink, {
        cities: coverage.cities.toLocaleString('en-US'),
        states: String(coverage.states),
      }),
      summary: service.summary,
      paragraphs: splitParagraphs(service.description),
      features: service.features,
      methods: service.methods ?? [],
      standards: service.standards ?? [],
      references: service.references ?? [],
    },
    caseTypes,
    /** The team members who sign this service's reports, each linked to their page */
    team: teamMembers()
      .filter((member) => SERVICE_TEAM_ROLES[service.slug] === member.role)
      .map((member) => ({ label: member.name, to: teamMemberPath(member.slug), note: member.title })),
    related: relatedServices(service, listServicesWithText(), HUB_RELATED_COUNT).map((related) =>
      toServiceCard(related),
    ),
    cities: largestCitiesNationally(HUB_CITY_COUNT).map(({ state, city }) => ({
      label: cityLabel(city, state),
      to: serviceCityPath(service.slug, state.slug, city.slug),
    })),
  }
}

export type ServiceHubPageData = ReturnType<typeof buildServiceHubPage>
