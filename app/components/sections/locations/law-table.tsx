import { Link } from '~/components/ui/link'
import { LAW_COPY } from '~/copy/location-copy'
import type { LawTable as LawTableData } from '~/lib/pages/law-section.server'

/**
 * A state's damages rules, each with its citation and the date it was compiled from it; stacked rows on a
 * narrow screen. With `folded`, the table sits in a native disclosure with that summary (the state page,
 * whose full list is long; it opens without JavaScript).
 */
export function LawTable({ table, folded }: { table: LawTableData; folded?: string }) {
  return (
    <section id={table.id} aria-labelledby={`${table.id}-h`} className="container-page py-8">
      <h2 id={`${table.id}-h`} className="font-serif text-2xl font-bold tracking-tight text-primary">
        {table.heading}
      </h2>
      {folded ? (
        <details className="mt-4">
          <summary className="cursor-pointer py-1 font-semibold text-link">{folded}</summary>
          <RulesTable table={table} />
        </details>
      ) : (
        <RulesTable table={table} />
      )}
      <p className="mt-3 max-w-3xl text-sm text-muted-foreground">{table.disclaimer}</p>
      {table.link && (
        <p className="mt-2">
          <Link to={table.link.to} className="text-link underline underline-offset-4">
            {table.link.label}
          </Link>
        </p>
      )}
    </section>
  )
}

function RulesTable({ table }: { table: LawTableData }) {
  return (
    <div className="mt-4 max-w-5xl rounded-lg border border-border">
      <table className="stack-table text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="w-1/5 p-3 font-semibold">
              {LAW_COPY.columns.topic}
            </th>
            <th scope="col" className="p-3 font-semibold">
              {LAW_COPY.columns.rule}
            </th>
            <th scope="col" className="w-1/5 p-3 font-semibold">
              {LAW_COPY.columns.source}
            </th>
            <th scope="col" className="p-3 font-semibold whitespace-nowrap">
              {LAW_COPY.columns.compiled}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={`${row.topic}|${row.citation}`} className="border-t border-border align-top">
              <th scope="row" className="p-3 font-semibold text-primary">
                {row.topic}
              </th>
              <td className="p-3 leading-relaxed" data-label={LAW_COPY.columns.rule}>
                {row.rule}
              </td>
              <td className="p-3 break-words" data-label={LAW_COPY.columns.source}>
                <cite className="not-italic">{row.citation}</cite>
              </td>
              <td className="p-3 text-muted-foreground" data-label={LAW_COPY.columns.compiled}>
                {row.compiled}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
