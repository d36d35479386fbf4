import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/content/navigation'
import { PhoneLink } from '~/components/site/phone-link'
import { buttonVariants } from '~/components/ui/button'
import { LOCATION_CTA_COPY } from '~/content/location-copy'
import { siteConfig } from '~/config/site-config'

/** The closing call to action of a location page: the consultation form and the phone, said once. */
export function LocationCta() {
  return (
    <section aria-labelledby="location-cta" className="container-page py-10">
      <div className="rounded-xl bg-primary p-6 text-primary-foreground md:p-10">
        <h2 id="location-cta" className="font-serif text-2xl font-bold md:text-3xl">
          {LOCATION_CTA_COPY.heading}
        </h2>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          <Link to={PAGE_LINKS.quote.to} className={buttonVariants({ variant: 'hero', size: 'lg' })}>
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
