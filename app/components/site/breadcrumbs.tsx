import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import type { Crumb } from '~/lib/seo/structured-data'

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  if (trail.length < 2) return null
  return (
    <nav aria-label="Breadcrumb" className="container-page pt-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="inline-flex min-h-6 items-center link">
                    {crumb.name}
                  </Link>
                  <Icon icon={ChevronRight} className="size-4" />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
