import type { TestimonyPageData } from '~/lib/pages/testimony.server'
import { DocumentLinks } from '../document-links'
import { Section } from '../section'

/** The testimony list as a table, newest first; stacked rows, one matter each, below 1024 px. */
export function TestimonyTable({ copy, rows }: { copy: TestimonyPageData['copy']; rows: TestimonyPageData['rows'] }) {
  return (
    <Section id="testimony" heading={copy.listHeading} intro={copy.listIntro}>
      {rows.length ? (
        <div className="rounded-lg border border-border">
          <table className="stack-table-wide text-sm">
            <caption className="sr-only">{copy.tableCaption}</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">{copy.columns.caption}</th>
                <th scope="col" className="p-3 font-semibold">{copy.columns.court}</th>
                <th scope="col" className="whitespace-nowrap p-3 font-semibold">{copy.columns.year}</th>
                <th scope="col" className="whitespace-nowrap p-3 font-semibold">{copy.columns.type}</th>
                <th scope="col" className="whitespace-nowrap p-3 font-semibold">{copy.columns.retainedBy}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.date}|${row.caption}`} className="border-t border-border align-top">
                  <th scope="row" className="p-3 font-semibold text-primary">
                    <cite className="not-italic">{row.caption}</cite>
                    {row.docket && <span className="block font-normal text-muted-foreground">{row.docket}</span>}
                  </th>
                  <td className="p-3" data-label={copy.columns.court}>{row.court}</td>
                  <td className="whitespace-nowrap p-3" data-label={copy.columns.year}>
                    <time dateTime={row.date}>{row.year}</time>
                  </td>
                  <td className="whitespace-nowrap p-3" data-label={copy.columns.type}>{row.type}</td>
                  <td className="whitespace-nowrap p-3" data-label={copy.columns.retainedBy}>{row.retainedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-lg">{copy.emptyList}</p>
      )}
    </Section>
  )
}

/** How many of the matters listed each side retained the firm in, counted from the same entries. */
export function RetainingSideSplit({ copy, split, total }: { copy: TestimonyPageData['copy']; split: TestimonyPageData['split']; total: number }) {
  if (!total) return null
  return (
    <Section id="retained-by" heading={copy.splitHeading} intro={copy.splitIntro} tone="muted">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {split.map((side) => (
          <div key={side.side} className="flex flex-col-reverse justify-end rounded-xl bg-background p-5">
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{side.label}</dt>
            <dd className="font-serif text-3xl font-bold text-primary">
              {side.count}{' '}
              <span className="ml-2 text-base font-medium text-muted-foreground">{`(${String(side.percent)}%)`}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function TestimonyDocuments({ copy, links }: { copy: TestimonyPageData['copy']; links: TestimonyPageData['documents'] }) {
  return (
    <Section id="documents" heading={copy.documentsHeading} intro={copy.documentsIntro}>
      <DocumentLinks links={links} />
    </Section>
  )
}
