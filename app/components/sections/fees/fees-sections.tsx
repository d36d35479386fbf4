import type { FeesPageData } from '~/lib/pages/fees.server'
import { DocumentLinks } from '../document-links'
import { Section } from '../section'
import { StepList } from '../step-list'

/** The hourly rates and the date they took effect. */
export function FeeRates({ copy, schedule }: { copy: FeesPageData['copy']; schedule: FeesPageData['schedule'] }) {
  return (
    <Section id="rates" heading={copy.ratesHeading} intro={copy.ratesIntro}>
      <div className="max-w-4xl rounded-lg border border-border">
        <table className="stack-table">
          <caption className="px-3 pt-3 text-left text-sm text-muted-foreground">{`${copy.ratesCaption}, effective ${schedule.effective}`}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                {copy.columns.work}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {copy.columns.rate}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {copy.columns.minimum}
              </th>
            </tr>
          </thead>
          <tbody>
            {schedule.rates.map((row) => (
              <tr key={row.key} className="border-t border-border">
                <th scope="row" className="p-3 font-medium">
                  {row.work}
                </th>
                <td className="p-3 font-semibold text-primary" data-label={copy.columns.rate}>
                  {row.rate}
                </td>
                <td className="p-3" data-label={copy.columns.minimum}>
                  {row.minimum}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}

/** A rate for every role on staff. */
export function RoleRates({ copy, rows }: { copy: FeesPageData['copy']; rows: FeesPageData['schedule']['roleRates'] }) {
  return (
    <Section id="role-rates" heading={copy.roleRatesHeading} intro={copy.roleRatesIntro}>
      <div className="max-w-4xl rounded-lg border border-border">
        <table className="stack-table">
          <caption className="sr-only">{copy.roleRatesCaption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                {copy.roleColumns.role}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {copy.roleColumns.analysis}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {copy.roleColumns.testimony}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.role} className="border-t border-border">
                <th scope="row" className="p-3 font-medium">
                  {row.role}
                </th>
                <td className="p-3 font-semibold text-primary" data-label={copy.roleColumns.analysis}>
                  {row.analysis}
                </td>
                <td className="p-3" data-label={copy.roleColumns.testimony}>
                  {row.testimony}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}

/** The retainer, who pays for a deposition, travel, cancellation and payment terms, and the free initial review. */
export function FeeTerms({ copy, terms }: { copy: FeesPageData['copy']; terms: FeesPageData['schedule']['terms'] }) {
  return (
    <Section id="terms" heading={copy.termsHeading} tone="muted">
      <dl className="prose-page divide-y divide-border">
        {terms.map((term) => (
          <div key={term.label} className="py-4 first:pt-0">
            <dt className="font-semibold text-primary">{term.label}</dt>
            <dd className="mt-1 leading-relaxed">{term.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function EngagementSteps({ copy, steps }: { copy: FeesPageData['copy']; steps: FeesPageData['steps'] }) {
  return (
    <Section id="engagement" heading={copy.stepsHeading} intro={copy.stepsIntro}>
      <StepList steps={steps} />
    </Section>
  )
}

export function FeeDocuments({ copy, links }: { copy: FeesPageData['copy']; links: FeesPageData['documents'] }) {
  return (
    <Section id="documents" heading={copy.documentsHeading} intro={copy.documentsIntro} tone="muted">
      <DocumentLinks links={links} />
    </Section>
  )
}
