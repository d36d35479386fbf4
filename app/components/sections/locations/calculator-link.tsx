import { Link } from '~/components/ui/link'
import type { PageLink } from '~/config/content-schema/types'

/** The link to the economic loss calculator, set for the page's state. */
export function CalculatorLink({ link }: { link: PageLink }) {
  return (
    <p id="calculator" className="container-page pb-10">
      <Link to={link.to} className="font-semibold text-link underline underline-offset-4">
        {link.label}
      </Link>
    </p>
  )
}
