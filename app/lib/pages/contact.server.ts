import {
  CONTACT_COPY,
  CONTACT_HOW_TO_IDS,
  CONTACT_NEXT_STEPS,
  SCHEDULE_AGENDA,
  SCHEDULE_COPY,
  SCHEDULE_HOW_TO_IDS,
} from '~/copy/contact'
import { HOW_TO_ITEMS } from '~/copy/how-to'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { onlineBookingHorizonDays } from '~/lib/booking/availability.server'
import { listCaseTypes } from '~/lib/content-folder/case-types'
import { howToJsonLd } from '~/lib/seo/structured-data'
import type { Step } from '~/config/content-schema/types'
import { siteConfig } from '~/config/site-config'
import { pickInOrder } from './cards'
import { buildIntakeOptions } from './intake-options'
import { fixedPageMeta } from './fixed-page'

type PromiseKey = keyof typeof siteConfig.promises

/** A titled box beside the form: the firm's direct contacts, a few numbered steps, or promises. */
export type FormPageAside =
  | { kind: 'direct-contact'; id: string; heading: string; /** the analytics place of its phone link */ place: string }
  | { kind: 'steps'; id: string; heading: string; steps: readonly Step[] }
  | { kind: 'commitments'; id: string; heading: string; promises: string[] }

interface FormPageDefinition {
  path: '/contact' | '/schedule-consultation'
  form: { id: string; heading: string; intro: string }
  asides: FormPageAside[]
  howToHeading: string
  howToIds: readonly string[]
}

const promiseItems = (keys: readonly PromiseKey[]) => keys.map((key) => siteConfig.promises[key].item)

/** A page built around a lead form: the form, boxes beside it, and how-to guides (also its HowTo structured data). */
function buildFormPage({ path, form, asides, howToHeading, howToIds }: FormPageDefinition) {
  const guides = pickInOrder(HOW_TO_ITEMS, howToIds, (item) => item.id, 'how-to guide')
  return {
    meta: fixedPageMeta(path, { structuredData: guides.map(howToJsonLd) }),
    intro: FIXED_PAGE_COPY[path].intro,
    form,
    asides,
    howTo: { heading: howToHeading, guides },
    caseTypeNames: listCaseTypes().map((caseType) => caseType.name),
    intake: buildIntakeOptions(),
  }
}

export function buildContactPage() {
  return buildFormPage({
    path: '/contact',
    form: { id: 'contact-form', heading: CONTACT_COPY.formHeading, intro: CONTACT_COPY.formIntro },
    asides: [
      { kind: 'direct-contact', id: 'reach-us', heading: CONTACT_COPY.directHeading, place: 'contact_page' },
      { kind: 'steps', id: 'next-steps', heading: CONTACT_COPY.nextStepsHeading, steps: CONTACT_NEXT_STEPS },
      {
        kind: 'commitments',
        id: 'commitments',
        heading: CONTACT_COPY.commitmentsHeading,
        promises: promiseItems(['inquiryResponse', 'emergency', 'freeReview', 'nationwide', 'rushTurnaround']),
      },
    ],
    howToHeading: CONTACT_COPY.howToHeading,
    howToIds: CONTACT_HOW_TO_IDS,
  })
}

export function buildSchedulePage() {
  const page = buildFormPage({
    path: '/schedule-consultation',
    form: { id: 'schedule-form', heading: SCHEDULE_COPY.formHeading, intro: SCHEDULE_COPY.formIntro },
    asides: [
      { kind: 'steps', id: 'agenda', heading: SCHEDULE_COPY.agendaHeading, steps: SCHEDULE_AGENDA },
      { kind: 'direct-contact', id: 'availability', heading: SCHEDULE_COPY.hoursHeading, place: 'schedule_page' },
      {
        kind: 'commitments',
        id: 'commitments',
        heading: SCHEDULE_COPY.commitmentsHeading,
        promises: promiseItems([
          'freeReview',
          'inquiryResponse',
          'standardAnalysis',
          'complexAnalysis',
          'rushTurnaround',
        ]),
      },
    ],
    howToHeading: SCHEDULE_COPY.howToHeading,
    howToIds: SCHEDULE_HOW_TO_IDS,
  })
  return { ...page, horizonDays: onlineBookingHorizonDays() }
}

export type FormPageData = ReturnType<typeof buildContactPage>
