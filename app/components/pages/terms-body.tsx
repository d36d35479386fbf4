import { NoticeBody } from '~/components/sections/notice-body'
import type { buildTermsPage } from '~/lib/pages/notice.server'

export function TermsBody({ page }: { page: ReturnType<typeof buildTermsPage> }) {
  return <NoticeBody data={page} />
}
