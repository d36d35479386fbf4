import { LegacyRedirect } from '~/components/sections/legacy-redirect'
import { pageTitle } from '~/lib/seo/page-meta'

// Reached only where no server or host rule answered the old address.
export const meta = () => [{ title: pageTitle('Page Moved') }, { name: 'robots', content: 'noindex, follow' }]

export default function LegacyPage() {
  return <LegacyRedirect />
}
