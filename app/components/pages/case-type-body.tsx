import type { calculatorPromoFor } from '~/lib/calculator/page.server'
import {
  CaseTypeServices,
  CaseTypeStudies,
  EconomicQuestions,
} from '~/components/sections/case-types/case-type-sections'
import { CalculatorPromo } from '~/components/calculator/calculator-promo'
import { CtaBand } from '~/components/sections/cta-band'
import { LinkList } from '~/components/sections/link-list'
import { PageHeader } from '~/components/sections/page-header'
import type { buildCaseTypePage } from '~/lib/pages/case-type.server'

export function CaseTypeBody({
  page,
}: {
  page: ReturnType<typeof buildCaseTypePage> & { calculatorPromo: ReturnType<typeof calculatorPromoFor> }
}) {
  const { meta, copy, caseType, services, caseStudies, related, calculatorPromo } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={caseType.summary} eyebrow={copy.eyebrow} />
      <EconomicQuestions heading={copy.questionsHeading} intro={copy.questionsIntro} questions={caseType.questions} />
      <CaseTypeServices heading={copy.servicesHeading} intro={copy.servicesIntro} services={services} />
      <CalculatorPromo promo={calculatorPromo} />
      <CaseTypeStudies heading={copy.caseStudiesHeading} studies={caseStudies} />
      <LinkList look="pills" id="related-case-types" tone="plain" heading={copy.relatedHeading} links={related} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="case_type_cta" />
    </>
  )
}
