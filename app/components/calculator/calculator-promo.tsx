import { Link } from '~/components/ui/link'
import type { PageLink } from '~/config/content-schema/types'

/**
 * The pointer to the calculator on the pages of the service and case types it illustrates. Kept apart
 * from the calculator's own components so that those pages load none of them.
 */
export function CalculatorPromo({ promo }: { promo: (PageLink & { heading: string; text: string }) | undefined }) {
  if (!promo) return null
  return (
    <section aria-labelledby="calculator-promo-heading" className="container-page py-8">
      <div className="rounded-xl border-2 border-accent p-5 md:p-6">
        <h2 id="calculator-promo-heading" className="text-lg font-semibold text-primary">
          {promo.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">{promo.text}</p>
        <Link
          to={promo.to}
          className="mt-3 inline-flex min-h-6 items-center font-semibold text-link underline underline-offset-4"
        >
          {promo.label}
        </Link>
      </div>
    </section>
  )
}
