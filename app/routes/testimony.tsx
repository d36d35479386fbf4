import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { RetainingSideSplit, TestimonyDocuments, TestimonyTable } from '~/components/sections/testimony/testimony-sections'
import { buildTestimonyPage } from '~/lib/pages/testimony.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/testimony'

export function loader() {
  return buildTestimonyPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function TestimonyPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, copy, rows, split, total, documents } = loaderData
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <TestimonyTable copy={copy} rows={rows} />
      <RetainingSideSplit copy={copy} split={split} total={total} />
      <TestimonyDocuments copy={copy} links={documents} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="testimony_cta" />
    </>
  )
}
