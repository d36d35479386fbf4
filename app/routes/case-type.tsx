import {
  CaseTypeServices,
  CaseTypeStudies,
  EconomicQuestions,
} from '~/components/sections/case-types/case-type-sections'
import { CalculatorPromo } from '~/components/calculator/calculator-promo'
import { CtaBand } from '~/components/sections/cta-band'
import { LinkList } from '~/components/sections/link-list'
import { PageHeader } from '~/components/sections/page-header'
import { calculatorPromoFor } from '~/lib/calculator/page.server'
import { buildCaseTypePage } from '~/lib/pages/case-type.server'
import { refuseOnNotFoundDocument } from '~/lib/pages/not-found-document'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/case-type'

export function loader({ params }: Route.LoaderArgs) {
  return {
    ...buildCaseTypePage(params.caseTypeSlug),
    calculatorPromo: calculatorPromoFor({ caseTypeSlug: params.caseTypeSlug }),
  }
}

/** Prerendered data as usual; none asked for on the not-found document (lib/pages/not-found-document). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  refuseOnNotFoundDocument(request)
  return serverLoader()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function CaseTypePage({ loaderData }: Route.ComponentProps) {
  const { meta, copy, caseType, services, caseStudies, related, calculatorPromo } = loaderData
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
