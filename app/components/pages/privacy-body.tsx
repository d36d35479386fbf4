import { NoticeBody } from '~/components/sections/notice-body'
import type { buildPrivacyPage } from '~/lib/pages/notice.server'

export function PrivacyBody({ page }: { page: ReturnType<typeof buildPrivacyPage> }) {
  return <NoticeBody data={page} />
}
