import { FEATURED_CASE_STUDY_IDS, FEATURED_SERVICE_SLUGS, HOME_COPY } from '~/copy/home'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { listCaseTypes } from '~/lib/content-folder/case-types'
import { findService, findServiceWithText, listServices } from '~/lib/content-folder/services'
import { faqPageJsonLd } from '~/lib/seo/structured-data'
import { siteConfig } from '~/config/site-config'
import { firmClaims } from '~/lib/firm/claims'
import { attorneyReferences, caseStudies, faqItems, testimonials } from '~/lib/content-folder/firm-content.server'
import { principalProfile } from '~/lib/firm/principal-profile.server'
import { staffingStatement } from '~/lib/firm/staffing.server'
import { pickInOrder, toServiceCard } from './cards'
import { fixedPageMeta } from './fixed-page'
import { portraitFor } from '~/lib/firm/portraits.server'

/** Claims the trust strip shows, in order. */
const TRUST_CLAIMS = ['yearsExperience', 'totalCases', 'casesAnalyzed', 'lawFirms', 'certifications'] as const
/** Promises the hero lists. */
const HERO_PROMISES = ['inquiryResponse', 'freeReview', 'nationwide', 'rushTurnaround', 'emergency'] as const
const CONTACT_PROMISES = ['inquiryResponse', 'freeReview', 'emergency'] as const
const FEATURES_PER_CARD = 3

export function buildHomePage() {
  const page = FIXED_PAGE_COPY['/']
  const { promises } = siteConfig
  const claims = firmClaims()
  const services = listServices()
  const profile = principalProfile()
  const faq = faqItems()
  return {
    meta: fixedPageMeta('/', { structuredData: [faqPageJsonLd(faq)] }),
    hero: {
      eyebrow: HOME_COPY.hero.eyebrow,
      h1: page.h1,
      intro: page.intro,
      primaryCta: HOME_COPY.hero.primaryCta,
      secondaryCta: HOME_COPY.hero.secondaryCta,
      commitmentsHeading: HOME_COPY.hero.commitmentsHeading,
      promises: HERO_PROMISES.map((key) => promises[key].item),
    },
    trust: { label: HOME_COPY.trust.label, claims: TRUST_CLAIMS.map((key) => claims[key]) },
    services: {
      ...HOME_COPY.services,
      cards: pickInOrder(services, FEATURED_SERVICE_SLUGS, (service) => service.slug, 'featured service').map(
        (service) => toServiceCard(findServiceWithText(service.slug)!, FEATURES_PER_CARD),
      ),
      totalCount: services.length,
    },
    caseStudies: {
      ...HOME_COPY.caseStudies,
      studies: pickInOrder(caseStudies(), FEATURED_CASE_STUDY_IDS, (study) => study.id, 'featured case study'),
    },
    references: { ...HOME_COPY.references, items: attorneyReferences().slice(0, 3) },
    testimonials: {
      ...HOME_COPY.testimonials,
      items: testimonials()
        .slice(0, 3)
        .map((testimonial) => ({ ...testimonial, serviceTitle: findService(testimonial.service)?.title })),
    },
    profile: {
      ...HOME_COPY.profile,
      intro: staffingStatement(),
      name: profile.name,
      portrait: portraitFor('principal'),
      title: profile.title,
      credentials: [...profile.credentials],
      bio: profile.bio[0] ?? '',
      highlights: profile.cvHighlights.slice(1, 5),
      affiliations: profile.affiliations.slice(0, 4),
    },
    faq: { ...HOME_COPY.faq, items: faq },
    contact: { ...HOME_COPY.contact, promises: CONTACT_PROMISES.map((key) => promises[key].item) },
    caseTypeNames: listCaseTypes().map((caseType) => caseType.name),
  }
}

export type HomePageData = ReturnType<typeof buildHomePage>
