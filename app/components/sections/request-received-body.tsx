import type { buildRequestReceivedPage } from '~/lib/pages/request-received.server'
import { CheckList } from './check-list'
import { LinkItems } from './link-list'
import { PageHeader } from './page-header'
import { StepList } from './step-list'
import { PhoneLink } from '~/components/site/phone-link'

type RequestReceivedData = ReturnType<typeof buildRequestReceivedPage>

/** The request-received page: what happens next, the records to gather for the case type when there is one, and the phone for urgent matters. */
export function RequestReceivedBody({ page }: { page: RequestReceivedData }) {
  const { meta, copy, records } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={copy.intro} />
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="next-steps-heading">
            <h2 id="next-steps-heading" className="font-serif text-2xl font-bold text-primary">
              {copy.nextStepsHeading}
            </h2>
            <StepList steps={copy.nextSteps} columns={false} className="mt-6" />
          </section>
          {records?.items.length ? (
            <section aria-labelledby="records-heading">
              <h2 id="records-heading" className="font-serif text-2xl font-bold text-primary">
                {records.heading}
              </h2>
              <p className="mt-2 text-muted-foreground">{records.intro}</p>
              <CheckList items={records.items} className="mt-4" />
            </section>
          ) : null}
        </div>
        <div className="space-y-8">
          <section aria-labelledby="urgent-heading" className="rounded-xl border border-border bg-muted p-6">
            <h2 id="urgent-heading" className="text-lg font-semibold text-primary">
              {copy.urgentHeading}
            </h2>
            <p className="mt-2">{copy.urgentText}</p>
            <p className="mt-3 font-semibold">
              <PhoneLink place="request_received" className="text-primary underline underline-offset-4" />
            </p>
          </section>
          <section aria-labelledby="while-you-wait-heading">
            <h2 id="while-you-wait-heading" className="text-lg font-semibold text-primary">
              {copy.linksHeading}
            </h2>
            <div className="mt-4">
              <LinkItems links={copy.links} look="columns" />
            </div>
          </section>
        </div>
      </div>
    </>
  )
}
