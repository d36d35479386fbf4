import { EconomicLossCalculator } from '~/components/calculator/economic-loss-calculator'
import { CalculatorMethod } from '~/components/calculator/calculator-sections'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import type { AnalyticsRouteHandle } from '~/lib/analytics/page-view'
import { buildCalculatorPage } from '~/lib/calculator/page.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/economic-loss-calculator'

export function loader() {
  return buildCalculatorPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

/** The query holds what the visitor typed: page views report the path alone. */
export const handle: AnalyticsRouteHandle = { analyticsQuery: 'omit' }

/** The inputs live in the address, written without a navigation; nothing the loader returns depends on them. */
export function shouldRevalidate() {
  return false
}

export default function EconomicLossCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, copy } = loaderData
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <EconomicLossCalculator data={loaderData} />
      <CalculatorMethod copy={copy} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="calculator_cta" />
    </>
  )
}
