import { describe, expect, test } from 'vitest'
import { caseStudies, faqItems, principal } from '~/lib/content-folder/firm-content.server'
import { FEATURED_SERVICE_SLUGS } from '~/copy/home'
import { listCaseTypes } from '~/lib/content-folder/case-types'
import { coverageCounts } from '~/lib/content-folder/locations'
import { listServices } from '~/lib/content-folder/services'
import { siteConfig } from '~/config/site-config'
import { principalJsonLd } from '~/lib/seo/structured-data'
import { buildAboutPage } from './about.server'
import { buildAdvisoryPage } from './advisory.server'
import { buildCaseStudiesPage, caseStudyCategories } from './case-studies.server'
import { buildCaseTypePage, relatedCaseTypes } from './case-type.server'
import { buildCaseTypesPage, caseTypeGroup } from './case-types.server'
import { buildContactPage, buildSchedulePage } from './contact.server'
import { buildExperiencePage } from './experience.server'
import { buildHomePage } from './home.server'
import { buildServiceHubPage, HUB_CITY_COUNT } from './service-hub.server'
import { buildServicesPage } from './services.server'
import { buildFeesPage } from './fees.server'
import { buildTestimonyPage } from './testimony.server'

const FIXED_BUILDERS = [
  buildHomePage,
  buildServicesPage,
  buildAdvisoryPage,
  buildAboutPage,
  buildExperiencePage,
  buildCaseStudiesPage,
  buildContactPage,
  buildSchedulePage,
  buildCaseTypesPage,
  () => buildTestimonyPage('2026-11-25'),
  buildFeesPage,
]

describe('home page', () => {
  const home = buildHomePage()

  test('shows the nine named services in order, with icon, summary, features and hub link', () => {
    expect(home.services.cards.map((card) => card.slug)).toEqual([...FEATURED_SERVICE_SLUGS])
    for (const card of home.services.cards) {
      expect(card.summary.length).toBeGreaterThan(20)
      expect(card.features.length).toBeGreaterThan(0)
      expect(card.to).toBe(`/services/${card.slug}`)
    }
    expect(home.services.totalCount).toBe(listServices().length)
  })

  test('three case studies, three references, three testimonials', () => {
    expect(home.caseStudies.studies).toHaveLength(3)
    expect(new Set(home.caseStudies.studies.map((study) => study.badge)).size).toBe(3)
    expect(home.references.items).toHaveLength(3)
    expect(home.testimonials.items).toHaveLength(3)
    for (const item of home.testimonials.items) expect(item.serviceTitle).toBeTruthy()
  })

  test('the trust strip and hero read claims and promises from site config', () => {
    expect(home.trust.claims).toContainEqual(siteConfig.claims.yearsExperience)
    expect(home.hero.promises).toContain(siteConfig.promises.inquiryResponse.item)
  })

  test('carries FAQPage structured data for every question shown', () => {
    const [faq] = home.meta.structuredData ?? []
    expect(faq).toMatchObject({ '@type': 'FAQPage' })
    expect((faq as { mainEntity: unknown[] }).mainEntity).toHaveLength(faqItems().length)
    expect(home.faq.items.length).toBeGreaterThanOrEqual(10)
  })

  test('passes every case type name to the contact form', () => {
    expect(home.caseTypeNames).toEqual(listCaseTypes().map((caseType) => caseType.name))
  })
})

describe('services and advisory', () => {
  test('/services groups every live service, litigation first', () => {
    const page = buildServicesPage()
    expect(page.groups.map((group) => group.id)).toEqual(['litigation', 'advisory'])
    expect(page.groups.flatMap((group) => group.services)).toHaveLength(listServices().length)
  })

  test('/advisory presents the seven advisory areas and the remaining advisory services once each', () => {
    const page = buildAdvisoryPage()
    expect(page.focusAreas.map((area) => area.slug)).toEqual([
      'market-analysis-forecasting',
      'pricing-strategy',
      'cost-benefit-roi-analysis',
      'labor-economics-consulting',
      'economic-impact-studies',
      'program-evaluation',
      'econometrics-data-science',
    ])
    const advisoryCount = listServices().filter((service) => service.group === 'advisory').length
    expect(page.focusAreas.length + page.moreServices.length).toBe(advisoryCount)
    for (const area of page.focusAreas) expect(area.deliverable.length).toBeGreaterThan(40)
  })
})

describe('service hubs', () => {
  test.each(listServices().map((service) => service.slug))(
    '%s has full content, case type links, related services and the largest cities',
    (slug) => {
      const page = buildServiceHubPage(slug)
      expect(page.meta.description.length).toBeLessThanOrEqual(160)
      expect(page.service.paragraphs.length).toBeGreaterThanOrEqual(2)
      expect(page.caseTypes.length).toBeGreaterThanOrEqual(3)
      for (const link of page.caseTypes) expect(link.to).toMatch(/^\/case-types\/[a-z0-9-]+$/)
      expect(page.related).toHaveLength(4)
      expect(page.related.map((service) => service.slug)).not.toContain(slug)
      expect(page.cities).toHaveLength(HUB_CITY_COUNT)
      for (const city of page.cities) expect(city.to).toMatch(new RegExp(`^/services/${slug}/[a-z0-9-]+/[a-z0-9-]+$`))
      const counts = coverageCounts()
      expect(page.service.allCitiesLink).toBe(
        `All ${counts.cities.toLocaleString('en-US')} cities in ${String(counts.states)} jurisdictions`,
      )
      expect(page.meta.structuredData?.[0]).toMatchObject({
        '@type': 'Service',
        areaServed: { '@type': 'Country', name: 'United States' },
      })
    },
  )

  test('an unknown or retired service is a 404', () => {
    expect(() => buildServiceHubPage('business-consulting')).toThrow()
    expect(() => buildServiceHubPage('astrology')).toThrow()
  })
})

describe('case types', () => {
  test('the index lists every case type exactly once', () => {
    const page = buildCaseTypesPage()
    const names = page.groups.flatMap((group) => group.caseTypes.map((caseType) => caseType.label))
    expect(names.sort()).toEqual(
      listCaseTypes()
        .map((caseType) => caseType.name)
        .sort(),
    )
    expect(page.count).toBe(listCaseTypes().length)
  })

  test('personal injury is litigation; pricing decisions are advisory', () => {
    const bySlug = new Map(listCaseTypes().map((caseType) => [caseType.slug, caseType]))
    expect(caseTypeGroup(bySlug.get('personal-injury')!)).toBe('litigation')
    expect(caseTypeGroup(bySlug.get('pricing-decisions')!)).toBe('advisory')
  })

  test('every case type page: a description of at most 160 characters, its questions, its services and related case types', () => {
    const descriptions = new Set<string>()
    for (const caseType of listCaseTypes()) {
      const page = buildCaseTypePage(caseType.slug)
      expect(page.meta.description.length, caseType.slug).toBeLessThanOrEqual(160)
      expect(page.meta.h1).toContain(caseType.name)
      descriptions.add(page.meta.description)
      expect(page.caseType.questions.length).toBeGreaterThanOrEqual(3)
      expect(page.services.map((service) => service.slug)).toEqual(caseType.serviceSlugs)
      expect(page.copy.questionsHeading).toContain(caseType.name)
      expect(page.copy.questionsHeading).not.toContain('{name}')
    }
    expect(descriptions.size).toBe(listCaseTypes().length)
  })

  test('a case type page shows the case studies of its category', () => {
    expect(buildCaseTypePage('wrongful-death').caseStudies.map((study) => study.id)).toEqual([
      'dispatcher-wrongful-death',
    ])
  })

  test('related case types share a service and exclude the case type itself', () => {
    const all = listCaseTypes()
    const wrongfulDeath = all.find((caseType) => caseType.slug === 'wrongful-death')!
    const related = relatedCaseTypes(wrongfulDeath, all, 6)
    expect(related.length).toBeGreaterThan(0)
    for (const other of related) {
      expect(other.slug).not.toBe('wrongful-death')
      expect(other.serviceSlugs.some((slug) => wrongfulDeath.serviceSlugs.includes(slug))).toBe(true)
    }
  })
})

describe('other fixed pages', () => {
  test('/case-studies lists every study; categories are unique, in first-seen order', () => {
    const page = buildCaseStudiesPage()
    expect(page.studies).toHaveLength(caseStudies().length)
    expect(caseStudyCategories([{ category: 'B' }, { category: 'A' }, { category: 'B' }])).toEqual(['B', 'A'])
    expect(page.categories.length).toBeGreaterThanOrEqual(3)
  })

  test('/experience shows every by-area figure from site config', () => {
    const page = buildExperiencePage()
    expect(page.areas.map(({ value, label }) => ({ value, label }))).toEqual(Object.values(siteConfig.claims.byArea))
  })

  test('/about has the five anchored parts', () => {
    expect(buildAboutPage().toc.map((entry) => entry.id)).toEqual([
      'credentials',
      'cv',
      'affiliations',
      'recognition',
      'publications',
    ])
  })

  test('/about is a ProfilePage; its certification count, its credential lists and the Person node read one list', () => {
    const page = buildAboutPage()
    expect(page.meta.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'ProfilePage',
        mainEntity: { '@id': expect.stringMatching(/\/about#principal$/) },
      }),
    ])
    const shown = page.claims.find((claim) => claim.label === 'Professional certifications held')
    expect(shown?.value).toBe(String(page.certifications.length))
    const credentials = principalJsonLd(principal()).hasCredential as unknown as {
      name: string
      credentialCategory: string
    }[]
    expect(
      credentials
        .filter((credential) => credential.credentialCategory === 'certification')
        .map((credential) => credential.name),
    ).toEqual(page.certifications.map((certification) => certification.name))
    expect(
      credentials
        .filter((credential) => credential.credentialCategory === 'degree')
        .map((credential) => credential.name),
    ).toEqual(page.degrees.map((degree) => degree.name))
    expect(page.records.map((link) => link.to)).toEqual([
      '/about/testimony',
      '/downloads/cv.pdf',
      '/downloads/fee-schedule.pdf',
    ])
  })

  test('/about/testimony shows the entries of the 4 years before the build date, and the split counts them', () => {
    const page = buildTestimonyPage('2026-11-25')
    expect(page.rows.length).toBe(page.total)
    expect(page.rows.every((row) => row.date > '2022-11-25')).toBe(true)
    expect(page.rows.map((row) => row.date)).toEqual([...page.rows.map((row) => row.date)].sort().reverse())
    expect(page.split.reduce((sum, side) => sum + side.count, 0)).toBe(page.total)
    expect(page.meta.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/', '/about', '/about/testimony'])
    expect(buildTestimonyPage('2031-01-01').rows).toEqual([])
  })

  test('/fees shows the rates and terms from site config and the engagement steps from the how-to guides, as a HowTo', () => {
    const page = buildFeesPage()
    expect(page.schedule.rates).toHaveLength(4)
    expect(page.steps.length).toBeGreaterThanOrEqual(6)
    expect(page.meta.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'HowTo',
        step: page.steps.map((step, index) => ({
          '@type': 'HowToStep',
          position: index + 1,
          name: step.name,
          text: step.text,
        })),
      }),
    ])
    expect(page.documents.map((link) => link.to)).toContain('/downloads/fee-schedule.pdf')
  })

  test('/contact and /schedule-consultation describe the guides they show as HowTo structured data', () => {
    for (const page of [buildContactPage(), buildSchedulePage()]) {
      expect(page.howTo.guides.length).toBeGreaterThan(0)
      expect(page.meta.structuredData?.map((block) => (block as { name: string }).name)).toEqual(
        page.howTo.guides.map((guide) => guide.title),
      )
      expect(page.caseTypeNames.length).toBe(listCaseTypes().length)
    }
  })

  test('fixed pages have distinct titles and descriptions of at most 160 characters', () => {
    const metas = FIXED_BUILDERS.map((build) => build().meta)
    for (const meta of metas) expect(meta.description.length, meta.path).toBeLessThanOrEqual(160)
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length)
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length)
  })
})
