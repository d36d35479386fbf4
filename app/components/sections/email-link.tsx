import { siteConfig } from '~/config/site-config'
import { cn } from '~/lib/utils'

/** The firm's email address as a mailto link that, on a narrow column, wraps after the @ rather than mid-word. */
export function EmailLink({ className }: { className?: string }) {
  const [local, domain] = siteConfig.email.split('@')
  return (
    <a
      href={`mailto:${siteConfig.email}`}
      className={cn('inline-flex min-h-6 flex-wrap items-center font-semibold text-link hover:underline', className)}
    >
      <span>{local}@</span>
      <span>{domain}</span>
    </a>
  )
}
