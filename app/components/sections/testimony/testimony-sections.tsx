import { TESTIMONY_COPY } from '~/copy/testimony'
import type { ChallengeRow, SideCount, TestimonyRow } from '~/lib/firm/testimony'
import type { PageLink } from '~/config/content-schema/types'
import { DocumentLinks } from '../document-links'
import { Section } from '../section'

const COPY = TESTIMONY_COPY

/** The testimony list as a table, newest first, "as of" the day it counts back from; stacked rows, one matter each, below 1024 px. */
export function TestimonyTable({
  heading,
  intro,
  asOf,
  rows,
  emptyText,
}: {
  heading: string
  intro: string
  asOf: string
  rows: readonly TestimonyRow[]
  emptyText: string
}) {
  return (
    <Section id="testimony" heading={heading} intro={intro}>
      <p
        className="mb-4 text-sm font-medium text-muted-foreground"
        data-testid="testimony-as-of"
      >{`${COPY.asOf} ${asOf}`}</p>
      {rows.length ? (
        <div className="rounded-lg border border-border">
          <table className="stack-table-wide text-sm">
            <caption className="sr-only">{COPY.tableCaption}</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  {COPY.columns.caption}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {COPY.columns.court}
                </th>
                <th scope="col" className="whitespace-nowrap p-3 font-semibold">
                  {COPY.columns.date}
                </th>
                <th scope="col" className="whitespace-nowrap p-3 font-semibold">
                  {COPY.columns.type}
                </th>
                <th scope="col" className="whitespace-nowrap p-3 font-semibold">
                  {COPY.columns.retainedBy}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.date}|${row.caption}|${row.court}`} className="border-t border-border align-top">
                  <th scope="row" className="p-3 font-semibold text-primary">
                    <cite className="not-italic">{row.caption}</cite>
                    {row.docket && <span className="block font-normal text-muted-foreground">{row.docket}</span>}
                  </th>
                  <td className="p-3" data-label={COPY.columns.court}>
                    {row.court}
                  </td>
                  <td className="whitespace-nowrap p-3" data-label={COPY.columns.date}>
                    <time dateTime={row.confidential ? String(row.year) : row.date}>{row.dateLabel}</time>
                  </td>
                  <td className="whitespace-nowrap p-3" data-label={COPY.columns.type}>
                    {row.type}
                  </td>
                  <td className="p-3" data-label={COPY.columns.retainedBy}>
                    <span>
                      {row.retainedBy}
                      {row.retainingFirm && (
                        <span className="block text-muted-foreground">{`${COPY.retainingFirm} ${row.retainingFirm}`}</span>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-lg">{emptyText}</p>
      )}
    </Section>
  )
}

/**
 * How many of the matters listed each side retained the firm in, counted from the same entries: counts
 * alone below 20 matters, with percentages from 20 on; and why the list is short against the firm's matters.
 */
export function RetainingSideSplit({
  split,
  total,
  showPercent,
  share,
}: {
  split: readonly SideCount[]
  total: number
  showPercent: boolean
  share?: string
}) {
  if (!total) return null
  return (
    <Section id="retained-by" heading={COPY.splitHeading} intro={COPY.splitIntro} tone="muted">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {split.map((side) => (
          <div key={side.side} className="flex flex-col-reverse justify-end rounded-xl bg-background p-5">
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{side.label}</dt>
            <dd className="font-serif text-3xl font-bold text-primary">
              {side.count}
              {showPercent && (
                <span className="ml-2 text-base font-medium text-muted-foreground">{`(${String(side.percent)}%)`}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {!showPercent && <p className="mt-4 text-sm text-muted-foreground">{COPY.percentNote}</p>}
      {share && (
        <p className="mt-4 max-w-3xl" data-testid="testimony-share">
          {share}
        </p>
      )}
    </Section>
  )
}

/** Every motion to exclude or limit the testimony, with the ruling on the motion (never the case's result). */
export function ChallengeRecord({
  intro,
  emptyText,
  rows,
}: {
  intro: string
  emptyText: string
  rows: readonly ChallengeRow[]
}) {
  return (
    <Section id="challenges" heading={COPY.challengesHeading} intro={intro}>
      {rows.length ? (
        <div className="rounded-lg border border-border">
          <table className="stack-table-wide text-sm">
            <caption className="sr-only">{COPY.challengesCaption}</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  {COPY.challengeColumns.matter}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {COPY.challengeColumns.court}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {COPY.challengeColumns.standard}
                </th>
                <th scope="col" className="whitespace-nowrap p-3 font-semibold">
                  {COPY.challengeColumns.outcome}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.rulingDate}|${row.matter}`} className="border-t border-border align-top">
                  <th scope="row" className="p-3 font-normal">
                    <cite className="block font-semibold not-italic text-primary">{row.matter}</cite>
                    <span className="mt-1 block">{row.summary}</span>
                    {row.citation && <span className="mt-1 block text-muted-foreground">{row.citation}</span>}
                  </th>
                  <td className="p-3" data-label={COPY.challengeColumns.court}>
                    <span>
                      {row.court}
                      <span className="block text-muted-foreground">
                        {`${COPY.ruled} `}
                        <time dateTime={row.rulingDate}>{row.ruled}</time>
                      </span>
                    </span>
                  </td>
                  <td className="p-3" data-label={COPY.challengeColumns.standard}>
                    {row.standard}
                  </td>
                  <td className="whitespace-nowrap p-3 font-semibold" data-label={COPY.challengeColumns.outcome}>
                    {row.outcome}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-lg">{emptyText}</p>
      )}
    </Section>
  )
}

export function TestimonyDocuments({
  heading,
  intro,
  links,
}: {
  heading: string
  intro: string
  links: readonly PageLink[]
}) {
  return (
    <Section id="documents" heading={heading} intro={intro}>
      <DocumentLinks links={links} />
    </Section>
  )
}
