import { Phone } from 'lucide-react'
import { Link } from 'react-router'
import { CALL_TO_ACTION } from '~/content/calls-to-action'
import { PAGE_LINKS } from '~/content/navigation'
import { PhoneLink } from '~/components/site/phone-link'
import { Button } from '~/components/ui/button'
import { siteConfig } from '~/config/site-config'
import { CheckList } from './check-list'

const CTA_PROMISES = ['freeReview', 'inquiryResponse', 'nationwide'] as const

/** The closing call to action of a page: schedule, or call; with the promises that matter at that moment. */
export function CtaBand({ id = 'next-step', heading, text, place }: { id?: string; heading: string; text: string; place: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page pt-14 md:pt-20">
      <div className="grid gap-8 rounded-2xl bg-primary p-8 text-primary-foreground shadow-lg md:p-12 lg:grid-cols-[1.5fr_1fr] lg:items-center">
        <div>
          <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold tracking-tight md:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-white/85">{text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="hero" size="lg">
              <Link to={PAGE_LINKS.quote.to}>{CALL_TO_ACTION.schedule}</Link>
            </Button>
            <Button asChild variant="hero-outline" size="lg">
              <PhoneLink place={place}>
                <Phone aria-hidden="true" />
                <span>
                  {CALL_TO_ACTION.call} {siteConfig.phone}
                </span>
              </PhoneLink>
            </Button>
          </div>
        </div>
        <CheckList tone="inverse" items={CTA_PROMISES.map((key) => siteConfig.promises[key].item)} className="text-white/90" />
      </div>
    </section>
  )
}
