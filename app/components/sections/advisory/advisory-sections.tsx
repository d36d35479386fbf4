import Building2 from 'lucide/dist/esm/icons/building-complex.mjs'
import Landmark from 'lucide/dist/esm/icons/landmark.mjs'
import Scale from 'lucide/dist/esm/icons/scale.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import type { AdvisoryPageData } from '~/lib/pages/advisory.server'
import { CheckList } from '../check-list'
import { Section } from '../section'
import { ServiceCardGrid } from '../service-card'
import { StepList } from '../step-list'
import { ServiceIcon } from '~/components/site/service-icon'

const AUDIENCE_ICONS = { businesses: Building2, government: Landmark, 'policy-makers': Scale } as const

export function AdvisoryAudiences({
  heading,
  intro,
  audiences,
}: {
  heading: string
  intro: string
  audiences: AdvisoryPageData['audiences']
}) {
  if (!audiences.length) return null
  return (
    <Section id="audiences" heading={heading} intro={intro}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {audiences.map((audience) => {
          const glyph = AUDIENCE_ICONS[audience.id as keyof typeof AUDIENCE_ICONS] ?? Building2
          return (
            <li key={audience.id} className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon icon={glyph} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-primary">{audience.title}</h3>
              <p className="mt-2 text-muted-foreground">{audience.text}</p>
              <p className="mt-5 text-sm font-bold uppercase tracking-wide text-foreground">Typical questions</p>
              <ul className="mt-2 space-y-2 text-sm">
                {audience.examples.map((example) => (
                  <li key={example} className="border-l-2 border-accent pl-3 italic">
                    {example}
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export function AdvisoryFocusAreas({
  heading,
  intro,
  areas,
}: {
  heading: string
  intro: string
  areas: AdvisoryPageData['focusAreas']
}) {
  if (!areas.length) return null
  return (
    <Section id="focus-areas" tone="muted" heading={heading} intro={intro}>
      <ol className="grid gap-6 md:grid-cols-2 md:[&>li:last-child:nth-child(odd)]:col-span-2">
        {areas.map((area) => (
          <li
            key={area.slug}
            className="relative flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm"
          >
            <div className="flex items-center gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary text-accent">
                <ServiceIcon name={area.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-primary">
                <Link to={area.to} className="after:absolute after:inset-0 after:rounded-xl hover:underline">
                  {area.title}
                </Link>
              </h3>
            </div>
            <p className="mt-4 text-muted-foreground">{area.summary}</p>
            <p className="mt-3">{area.deliverable}</p>
            <CheckList items={area.features} className="mt-4 text-sm" />
          </li>
        ))}
      </ol>
    </Section>
  )
}

export function AdvisoryApproach({ heading, steps }: { heading: string; steps: AdvisoryPageData['approach'] }) {
  if (!steps.length) return null
  return (
    <Section id="approach" heading={heading}>
      <StepList steps={steps} />
    </Section>
  )
}

export function MoreAdvisoryServices({
  heading,
  intro,
  services,
}: {
  heading: string
  intro: string
  services: AdvisoryPageData['moreServices']
}) {
  if (!services.length) return null
  return (
    <Section id="more-advisory" tone="muted" heading={heading} intro={intro}>
      <ServiceCardGrid services={services} />
    </Section>
  )
}
