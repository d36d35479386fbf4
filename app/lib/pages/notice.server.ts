import { PAGE_LINKS } from '~/copy/navigation'
import { privacyNotice, termsNotice } from '~/lib/content-folder/firm-content.server'
import { formatLongDate } from '~/lib/firm/dates'
import type { PageMeta } from '~/lib/seo/page-meta'
import { trail } from './breadcrumbs'

type Notice = ReturnType<typeof termsNotice>

function noticePage(notice: Notice, link: { label: string; to: string }) {
  const meta: PageMeta = {
    title: notice.title,
    description: notice.description,
    path: link.to,
    h1: notice.title,
    breadcrumbs: trail({ name: link.label, path: link.to }),
  }
  return {
    meta,
    updated: `Last updated ${formatLongDate(notice.updated)}`,
    updatedDate: notice.updated,
    intro: notice.intro,
    sections: notice.sections,
  }
}

/** /privacy: the privacy notice from content/privacy.yaml, its retention period filled in. */
export const buildPrivacyPage = () => noticePage(privacyNotice(), PAGE_LINKS.privacy)

/** /terms: the terms of use from content/terms.yaml. */
export const buildTermsPage = () => noticePage(termsNotice(), PAGE_LINKS.terms)

export type NoticePageData = ReturnType<typeof buildTermsPage>
