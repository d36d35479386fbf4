import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import Gavel from 'lucide/dist/esm/icons/gavel.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import type { ExperiencePageData } from '~/lib/pages/experience.server'
import { CheckList } from '../check-list'
import { Section } from '../section'
import type { PageLink } from '~/config/content-schema/types'
import { DocumentLinks } from '../document-links'

export function OverallFigures({
  heading,
  intro,
  claims,
}: {
  heading: string
  intro: string
  claims: ExperiencePageData['overall']
}) {
  if (!claims.length) return null
  return (
    <Section id="figures" heading={heading} intro={intro}>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {claims.map((claim) => (
          <div
            key={claim.label}
            className="flex flex-col-reverse justify-end rounded-xl border border-border p-5 text-center"
          >
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{claim.label}</dt>
            <dd className="font-serif text-3xl font-bold text-primary md:text-4xl">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function ExperienceAreas({
  heading,
  intro,
  mattersLabel,
  areas,
}: {
  heading: string
  intro: string
  mattersLabel: string
  areas: ExperiencePageData['areas']
}) {
  if (!areas.length) return null
  return (
    <Section id="by-area" tone="muted" heading={heading} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.id} className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
            <p className="font-serif text-4xl font-bold text-primary">{area.value}</p>
            <h3 className="mt-1 text-lg font-semibold text-foreground">{area.label}</h3>
            <p className="mt-3 text-muted-foreground">{area.text}</p>
            <p className="mt-5 text-sm font-bold uppercase tracking-wide text-foreground">{mattersLabel}</p>
            <CheckList items={area.matters} className="mt-2 text-sm" />
            <Link
              to={area.service.to}
              className="mt-auto inline-flex min-h-6 items-center gap-1 pt-5 text-sm font-semibold link"
            >
              {area.service.title}
              <Icon icon={ArrowRight} className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function TestimonyExperience({
  heading,
  text,
  forumsHeading,
  forums,
  documentsHeading,
  documents,
}: {
  heading: string
  text: string
  forumsHeading: string
  forums: readonly string[]
  documentsHeading: string
  /** The testimony list, the CV and the fee schedule */
  documents: readonly PageLink[]
}) {
  return (
    <Section id="testimony" heading={heading}>
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div>
          <p className="prose-page text-lg">{text}</p>
          <h3 className="mt-8 font-semibold text-primary">{documentsHeading}</h3>
          <DocumentLinks links={documents} className="mt-4" />
        </div>
        <div className="rounded-xl bg-muted p-6">
          <h3 className="flex items-center gap-2 font-semibold text-primary">
            <Icon icon={Gavel} className="size-5" />
            {forumsHeading}
          </h3>
          <CheckList items={forums} className="mt-4" />
        </div>
      </div>
    </Section>
  )
}
