import { Link } from 'react-router'
import { PAGE_LINKS } from '~/components/site/navigation'
import { PhoneLink } from '~/components/site/phone-link'
import { buttonVariants } from '~/components/ui/button'
import { siteConfig } from '~/lib/site-config'

const PROMISES_SHOWN = ['freeReview', 'inquiryResponse', 'rushTurnaround', 'nationwide'] as const

/** The closing call to action of a location page: the firm's promises, the consultation form and the phone. */
export function LocationCta({ heading, text }: { heading?: string; text?: string }) {
  if (!heading || !text) return null
  return (
    <section aria-labelledby="location-cta" className="container-page py-10">
      <div className="rounded-xl bg-primary p-6 text-primary-foreground md:p-10">
        <h2 id="location-cta" className="font-serif text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{text}</p>
        <ul className="mt-4 grid list-disc gap-1 pl-6 text-white/90 marker:text-accent sm:grid-cols-2">
          {PROMISES_SHOWN.map((key) => (
            <li key={key}>{siteConfig.promises[key]}</li>
          ))}
        </ul>
        <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          <Link to={PAGE_LINKS.quote.to} className={buttonVariants({ variant: 'hero', size: 'lg' })}>
            Schedule a free consultation
          </Link>
          <span>
            or call <PhoneLink place="location_cta" className="font-semibold underline underline-offset-4" />
            <span className="block text-sm text-white/80">{siteConfig.hours.label}</span>
          </span>
        </p>
      </div>
    </section>
  )
}
