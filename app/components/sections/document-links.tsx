import FileDown from 'lucide/dist/esm/icons/file-down.mjs'
import FileText from 'lucide/dist/esm/icons/file-text.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import type { PageLink } from '~/config/content-schema/types'
import { cn } from '~/lib/utils'

const isPdf = (to: string) => to.endsWith('.pdf')

/**
 * The testimony list and the generated documents (CV, fee schedule) as a row of links: a PDF with a
 * download icon and its type, a page with a page icon. Plain anchors, so a PDF opens in the browser.
 */
export function DocumentLinks({ links, className }: { links: readonly PageLink[]; className?: string }) {
  if (!links.length) return null
  return (
    <ul data-slot="document-links" className={cn('flex flex-wrap gap-3', className)}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            type={isPdf(link.to) ? 'application/pdf' : undefined}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border-strong bg-background px-4 font-medium text-link hover:border-primary hover:bg-secondary"
          >
            <Icon icon={isPdf(link.to) ? FileDown : FileText} className="size-5 shrink-0 text-primary" />
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
