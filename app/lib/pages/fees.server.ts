import { DOCUMENT_LINKS, PAGE_LINKS } from '~/copy/navigation'
import { FEES_COPY } from '~/copy/fees'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { engagementSteps, feeScheduleView } from '~/lib/firm/fee-schedule'
import { howToJsonLd } from '~/lib/seo/structured-data'
import { fixedPageMeta } from './fixed-page'

/** /fees: the rates and terms from content/fees.yaml, the engagement steps from the how-to guides. */
export function buildFeesPage() {
  const page = FIXED_PAGE_COPY['/fees']
  const steps = engagementSteps()
  return {
    meta: fixedPageMeta('/fees', {
      structuredData: [howToJsonLd({ title: FEES_COPY.stepsHeading, description: FEES_COPY.stepsIntro, steps })],
    }),
    intro: page.intro,
    copy: FEES_COPY,
    schedule: feeScheduleView(),
    steps,
    documents: [
      DOCUMENT_LINKS.feeSchedule,
      DOCUMENT_LINKS.sampleEngagementLetter,
      DOCUMENT_LINKS.cv,
      PAGE_LINKS.testimony,
    ],
  }
}

export type FeesPageData = ReturnType<typeof buildFeesPage>
