import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import HelpCircle from 'lucide/dist/esm/icons/circle-question-mark.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import type { CaseTypePageData } from '~/lib/pages/case-type.server'
import type { CaseTypesPageData } from '~/lib/pages/case-types.server'
import { CaseStudySummaryCard } from '../case-study-card'
import { Section } from '../section'
import { ServiceList } from '../service-card'

/** The case types index: each group as a list of case types with their summary and services. */
export function CaseTypeGroups({ groups }: { groups: CaseTypesPageData['groups'] }) {
  return (
    <>
      {groups.map((group, index) =>
        group.caseTypes.length ? (
          <Section
            key={group.id}
            id={group.id}
            heading={group.heading}
            intro={group.intro}
            tone={index % 2 ? 'muted' : 'plain'}
          >
            <ul className="grid gap-6 md:grid-cols-2">
              {group.caseTypes.map((caseType) => (
                <li
                  key={caseType.to}
                  className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm"
                >
                  <h3 className="text-lg font-semibold text-primary">
                    <Link to={caseType.to} className="inline-flex min-h-6 items-center gap-1 hover:underline">
                      {caseType.label}
                      <Icon icon={ArrowRight} className="size-4" />
                    </Link>
                  </h3>
                  <p className="mt-2 text-muted-foreground">{caseType.summary}</p>
                  <p className="mt-4 text-sm font-bold uppercase tracking-wide text-foreground">Services</p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {caseType.services.map((service) => (
                      <li key={service.to}>
                        <Link
                          to={service.to}
                          className="inline-flex min-h-8 items-center rounded-full bg-secondary px-3 text-sm font-medium text-secondary-foreground hover:bg-secondary-hover"
                        >
                          {service.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}
    </>
  )
}

export function EconomicQuestions({
  heading,
  intro,
  questions,
}: {
  heading: string
  intro: string
  questions: readonly string[]
}) {
  if (!questions.length) return null
  return (
    <Section id="questions" heading={heading} intro={intro}>
      <ol className="grid gap-4 md:grid-cols-2">
        {questions.map((question) => (
          <li key={question} className="flex gap-3 rounded-xl border border-border p-5">
            <Icon icon={HelpCircle} className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="text-lg">{question}</span>
          </li>
        ))}
      </ol>
    </Section>
  )
}

export function CaseTypeServices({
  heading,
  intro,
  services,
}: {
  heading: string
  intro: string
  services: CaseTypePageData['services']
}) {
  if (!services.length) return null
  return (
    <Section id="services" tone="muted" heading={heading} intro={intro}>
      <ServiceList services={services} />
    </Section>
  )
}

export function CaseTypeStudies({ heading, studies }: { heading: string; studies: CaseTypePageData['caseStudies'] }) {
  if (!studies.length) return null
  return (
    <Section id="case-studies" heading={heading}>
      <ul className="grid gap-6 lg:grid-cols-2">
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudySummaryCard study={study} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
