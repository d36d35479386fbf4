import { RequestConfirmation } from '~/components/forms/request-confirmation'
import type { buildRequestReceivedPage } from '~/lib/pages/request-received.server'
import { LinkItems } from './link-list'
import { PageHeader } from './page-header'

type RequestReceivedData = ReturnType<typeof buildRequestReceivedPage>

/**
 * The request-received page, where a form sent without JavaScript lands: the confirmation the form shows in
 * its place with JavaScript (what happens next, the records to gather for the case type when there is one,
 * the phone for urgent matters), beside links to read while waiting.
 */
export function RequestReceivedBody({ page }: { page: RequestReceivedData }) {
  const { meta, copy, records } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={copy.intro} />
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[2fr_1fr]">
        <RequestConfirmation records={records} />
        <section aria-labelledby="while-you-wait-heading">
          <h2 id="while-you-wait-heading" className="text-lg font-semibold text-primary">
            {copy.linksHeading}
          </h2>
          <div className="mt-4">
            <LinkItems links={copy.links} look="columns" />
          </div>
        </section>
      </div>
    </>
  )
}
