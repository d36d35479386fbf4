import { describe, expect, it } from 'vitest'
import { principal } from '~/lib/content-folder/firm-content.server'
import { siteConfig } from '~/config/site-config'
import {
  breadcrumbListJsonLd,
  faqPageJsonLd,
  howToJsonLd,
  organizationJsonLd,
  ORGANIZATION_ID,
  pageGraphJsonLd,
  principalJsonLd,
  profilePageJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from './structured-data'

const origin = siteConfig.siteUrl.replace(/\/+$/, '')

describe('site-wide JSON-LD', () => {
  it('pins the firm as Organization and ProfessionalService, every value from site config', () => {
    expect(organizationJsonLd()).toEqual({
      '@type': ['Organization', 'ProfessionalService'],
      '@id': `${origin}/#organization`,
      name: siteConfig.name,
      legalName: siteConfig.legalName,
      alternateName: siteConfig.shortName,
      description: siteConfig.tagline,
      url: `${origin}/`,
      logo: { '@type': 'ImageObject', url: `${origin}${siteConfig.logoPath}` },
      image: `${origin}${siteConfig.shareImagePath}`,
      telephone: siteConfig.phone,
      email: siteConfig.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: siteConfig.address.street,
        addressLocality: siteConfig.address.city,
        addressRegion: siteConfig.address.region,
        postalCode: siteConfig.address.postalCode,
        addressCountry: siteConfig.address.country,
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '18:00',
        },
      ],
      foundingDate: String(siteConfig.foundingYear),
      areaServed: { '@type': 'Country', name: 'United States' },
      founder: { '@id': `${origin}/about#principal` },
    })
    // The firm's own references are not reviews: no aggregateRating unless a third-party rating is configured.
    expect(organizationJsonLd()).not.toHaveProperty('aggregateRating')
  })

  it('adds aggregateRating only when a third-party rating is configured', () => {
    const saved = siteConfig.aggregateRating
    try {
      siteConfig.aggregateRating = { ratingValue: 4.8, reviewCount: 31, bestRating: 5 }
      expect(organizationJsonLd()).toMatchObject({
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 31, bestRating: 5 },
      })
    } finally {
      siteConfig.aggregateRating = saved
    }
  })

  it('gives the site a SearchAction on /search?q={search_term_string}', () => {
    expect(websiteJsonLd()).toEqual({
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: siteConfig.name,
      url: `${origin}/`,
      inLanguage: 'en-US',
      publisher: { '@id': ORGANIZATION_ID },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('describes the principal economist as a Person working for the firm', () => {
    const person = principalJsonLd(principal()) as unknown as Record<string, unknown>
    expect(person).toMatchObject({
      '@type': 'Person',
      name: principal().name,
      jobTitle: principal().title,
      worksFor: { '@id': ORGANIZATION_ID },
    })
    // every degree and certification of the profile, the list /about counts its certifications from
    const { degrees, certifications } = principal()
    expect(person.hasCredential).toEqual([
      ...degrees.map((degree) => ({
        '@type': 'EducationalOccupationalCredential',
        name: `${degree.abbreviation}, ${degree.field}`,
        credentialCategory: 'degree',
        recognizedBy: { '@type': 'Organization', name: degree.institution },
      })),
      ...certifications.map((certification) => ({
        '@type': 'EducationalOccupationalCredential',
        name: `${certification.name} (${certification.abbreviation})`,
        credentialCategory: 'certification',
        recognizedBy: { '@type': 'Organization', name: certification.body },
      })),
    ])
    expect(person).not.toHaveProperty('sameAs')
  })

  it('adds sameAs from the profile where it is set', () => {
    const withProfiles = { ...principal(), sameAs: ['https://directory.example.org/experts/1'] }
    expect(principalJsonLd(withProfiles)).toMatchObject({ sameAs: ['https://directory.example.org/experts/1'] })
  })

  it('makes /about a ProfilePage whose main entity is the principal', () => {
    expect(profilePageJsonLd({ path: '/about', name: 'About', description: 'Who we are.' })).toEqual({
      '@type': 'ProfilePage',
      '@id': `${origin}/about#page`,
      url: `${origin}/about`,
      name: 'About',
      description: 'Who we are.',
      inLanguage: 'en-US',
      isPartOf: { '@id': `${origin}/#website` },
      mainEntity: { '@id': `${origin}/about#principal` },
      about: { '@id': `${origin}/about#principal` },
    })
    expect(principalJsonLd(principal())['@id' as keyof ReturnType<typeof principalJsonLd>]).toBe(
      `${origin}/about#principal`,
    )
  })
})

describe('per-page JSON-LD', () => {
  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', path: '/' },
        { name: 'About', path: '/about' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'About', item: `${origin}/about` },
      ],
    })
  })

  it('makes a Service provided by the firm, served in a city of a state', () => {
    expect(
      serviceJsonLd({
        title: 'Life Care Planning in Houston, TX',
        description: 'Life care plans for matters in Houston.',
        path: '/services/life-care-planning/texas/houston',
        areaServed: { type: 'City', name: 'Houston', containedIn: 'Texas' },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${origin}/services/life-care-planning/texas/houston#service`,
      name: 'Life Care Planning in Houston, TX',
      serviceType: 'Life Care Planning in Houston, TX',
      description: 'Life care plans for matters in Houston.',
      url: `${origin}/services/life-care-planning/texas/houston`,
      provider: { '@type': 'ProfessionalService', '@id': ORGANIZATION_ID, name: siteConfig.name },
      areaServed: { '@type': 'City', name: 'Houston', containedInPlace: { '@type': 'State', name: 'Texas' } },
    })
    const hub = serviceJsonLd({
      title: 'X',
      description: 'Y',
      path: '/services/x',
      areaServed: { type: 'Country', name: 'United States' },
    })
    expect(hub.areaServed).toEqual({ '@type': 'Country', name: 'United States' })
    const state = serviceJsonLd({
      title: 'X',
      description: 'Y',
      path: '/services/x',
      areaServed: { type: 'State', name: 'Ohio' },
    })
    expect(state.areaServed).toEqual({
      '@type': 'State',
      name: 'Ohio',
      containedInPlace: { '@type': 'Country', name: 'United States' },
    })
  })

  it('makes FAQPage questions with accepted answers, and HowTo steps in order', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    })
    expect(
      howToJsonLd({
        title: 'T',
        description: 'D',
        steps: [
          { name: 'a', text: 'b' },
          { name: 'c', text: 'd' },
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: 'T',
      description: 'D',
      step: [
        { '@type': 'HowToStep', position: 1, name: 'a', text: 'b' },
        { '@type': 'HowToStep', position: 2, name: 'c', text: 'd' },
      ],
    })
  })

  it('puts everything in one @graph whose references all resolve inside it', () => {
    const graph = pageGraphJsonLd({
      breadcrumbs: [{ name: 'Home', path: '/' }],
      nodes: [
        serviceJsonLd({
          title: 'X',
          description: 'Y',
          path: '/services/x',
          areaServed: { type: 'Country', name: 'United States' },
        }),
      ],
      person: principalJsonLd(principal()),
    })
    expect(graph['@graph'].map((node) => (node as { '@type': unknown })['@type'])).toContain('Person')
    const ids = new Set(graph['@graph'].map((node) => (node as { '@id'?: string })['@id']).filter(Boolean))
    const refs = JSON.stringify(graph).match(/"@id":"[^"]+"/g) ?? []
    for (const ref of refs) expect(ids).toContain(ref.slice(7, -1))
    expect(JSON.stringify(graph)).not.toMatch(/"@context":"https:\/\/schema.org".*"@context"/)
  })
})
