import { siteConfig } from '~/config/site-config'
import { CheckList } from './check-list'
import { ConsultationActions } from './consultation-actions'

const CTA_PROMISES = ['freeReview', 'inquiryResponse', 'nationwide'] as const

/** The closing call to action of a page: schedule, or call; with the promises that matter at that moment. */
export function CtaBand({
  id = 'next-step',
  heading,
  text,
  place,
}: {
  id?: string
  heading: string
  text: string
  place: string
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page pt-14 md:pt-20">
      <div className="grid gap-8 rounded-2xl bg-primary p-8 text-primary-foreground shadow-lg md:p-12 lg:grid-cols-[1.5fr_1fr] lg:items-center">
        <div>
          <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold tracking-tight md:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-white/85">{text}</p>
          <ConsultationActions place={place} size="lg" className="mt-6" />
        </div>
        <CheckList
          tone="inverse"
          items={CTA_PROMISES.map((key) => siteConfig.promises[key].item)}
          className="text-white/90"
        />
      </div>
    </section>
  )
}
