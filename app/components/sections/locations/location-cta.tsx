import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/copy/navigation'
import { PhoneLink } from '~/components/site/phone-link'
import { buttonVariants } from '~/components/ui/button'
import { LOCATION_CTA_COPY } from '~/copy/location-copy'
import { siteConfig } from '~/config/site-config'

/**
 * A location page's call to action: the consultation form (told the page's service and state) and the phone. `early` is the short band
 * after the page's opening lines; the closing one, at the end, is the default.
 */
export function LocationCta({
  early = false,
  scheduleLink = PAGE_LINKS.quote.to,
}: {
  early?: boolean
  /** the schedule page with the page's service and state (`?service=…&state=…`) */
  scheduleLink?: string
}) {
  const id = early ? 'location-cta-early' : 'location-cta'
  if (early) {
    return (
      <section aria-labelledby={id} data-cta="" className="container-page pb-4">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-xl border border-border bg-secondary px-5 py-4">
          <h2 id={id} className="font-serif text-lg font-bold text-primary">
            {LOCATION_CTA_COPY.earlyHeading}
          </h2>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link to={scheduleLink} className={buttonVariants({ variant: 'default' })}>
              {LOCATION_CTA_COPY.button}
            </Link>
            <PhoneLink place="location_cta_early" className="font-semibold text-link underline underline-offset-4" />
          </div>
        </div>
      </section>
    )
  }
  return (
    <section aria-labelledby={id} data-cta="" className="container-page py-10">
      <div className="rounded-xl bg-primary p-6 text-primary-foreground md:p-10">
        <h2 id={id} className="font-serif text-2xl font-bold md:text-3xl">
          {LOCATION_CTA_COPY.heading}
        </h2>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          <Link to={scheduleLink} className={buttonVariants({ variant: 'hero', size: 'lg' })}>
            {LOCATION_CTA_COPY.button}
          </Link>
          <div>
            <p>
              or call <PhoneLink place="location_cta" className="font-semibold underline underline-offset-4" />
            </p>
            <p className="text-sm text-white/80">{siteConfig.hours.shortLabel}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
