import { Link } from '~/components/ui/link'
import { HOME_FOLDS } from '~/copy/home'
import { fillTemplate } from '~/lib/text'
import { FoldOnPhone } from '../fold-on-phone'
import { PAGE_LINKS } from '~/copy/navigation'
import { Button } from '~/components/ui/button'
import type { HomePageData } from '~/lib/pages/home.server'
import { CaseStudySummaryCard } from '../case-study-card'
import { Section } from '../section'

export function HomeCaseStudies({ caseStudies }: { caseStudies: HomePageData['caseStudies'] }) {
  if (!caseStudies.studies.length) return null
  return (
    <Section id="case-studies" tone="muted" heading={caseStudies.heading} intro={caseStudies.intro}>
      <FoldOnPhone summary={fillTemplate(HOME_FOLDS.caseStudies, { count: String(caseStudies.studies.length) })}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {caseStudies.studies.map((study) => (
            <li key={study.id}>
              <CaseStudySummaryCard study={study} />
            </li>
          ))}
        </ul>
      </FoldOnPhone>
      <Button asChild variant="outline" className="mt-10">
        <Link to={PAGE_LINKS.caseStudies.to}>{caseStudies.allLink}</Link>
      </Button>
    </Section>
  )
}
