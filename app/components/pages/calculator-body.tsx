import { CalculatorMethod } from '~/components/calculator/calculator-sections'
import { EconomicLossCalculator } from '~/components/calculator/economic-loss-calculator'
import { Island } from '~/components/islands/island'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import type { CalculatorPageData } from '~/lib/calculator/page.server'

/** The calculator page: its form and results one island (decision 043), the method and the call to act static. */
export function CalculatorBody({ page }: { page: CalculatorPageData }) {
  const { meta, intro, copy } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <Island name="calculator" component={EconomicLossCalculator} props={{ data: page }} />
      <CalculatorMethod copy={copy} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="calculator_cta" />
    </>
  )
}
