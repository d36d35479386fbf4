import { buildDate, siteConfig } from '~/config/site-config'
import { DOCUMENT_LINKS, PAGE_LINKS } from '~/copy/navigation'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { TESTIMONY_COPY } from '~/copy/testimony'
import { testimony } from '~/lib/content-folder/firm-content.server'
import { BUILD_DATE_INPUT, recordContentRead } from '~/lib/content-folder/content-reads'
import { formatLongDate } from '~/lib/firm/dates'
import {
  selectTestimony,
  showsPercentages,
  splitByRetainingSide,
  testimonyShareSentence,
  toChallengeRows,
  toTestimonyRow,
} from '~/lib/firm/testimony'
import { trail } from './breadcrumbs'
import { fixedPageMeta } from './fixed-page'

/** /about/testimony: the entries of the 4 years before the build date, newest first, and the split by retaining side. */
export function buildTestimonyPage(date: string = buildDate()) {
  // The page counts back from the build date: an input of the page (the incremental build's record).
  recordContentRead(BUILD_DATE_INPUT)
  const copy = FIXED_PAGE_COPY['/about/testimony']
  const record = testimony()
  const { shown } = selectTestimony(record.matters, date)
  return {
    meta: fixedPageMeta('/about/testimony', {
      breadcrumbs: trail(
        { name: PAGE_LINKS.about.label, path: PAGE_LINKS.about.to },
        { name: copy.h1, path: '/about/testimony' },
      ),
    }),
    intro: copy.intro,
    copy: TESTIMONY_COPY,
    asOf: formatLongDate(date),
    rows: shown.map(toTestimonyRow),
    split: splitByRetainingSide(shown),
    showPercent: showsPercentages(shown.length),
    total: shown.length,
    share: testimonyShareSentence(shown.length, siteConfig.claims.totalCases.value, siteConfig.foundingYear),
    challenges: toChallengeRows(record.challenges),
    documents: [DOCUMENT_LINKS.cv, DOCUMENT_LINKS.feeSchedule, PAGE_LINKS.fees],
  }
}
