import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import {
  ChallengeRecord,
  RetainingSideSplit,
  TestimonyDocuments,
  TestimonyTable,
} from '~/components/sections/testimony/testimony-sections'
import type { buildTestimonyPage } from '~/lib/pages/testimony.server'

export function TestimonyBody({ page }: { page: ReturnType<typeof buildTestimonyPage> }) {
  const { meta, intro, copy, asOf, rows, split, showPercent, total, share, challenges, documents } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <TestimonyTable
        heading={copy.listHeading}
        intro={copy.listIntro}
        asOf={asOf}
        rows={rows}
        emptyText={copy.emptyList}
      />
      <RetainingSideSplit split={split} total={total} showPercent={showPercent} share={share} />
      <ChallengeRecord intro={copy.challengesIntro} emptyText={copy.noChallenges} rows={challenges} />
      <TestimonyDocuments heading={copy.documentsHeading} intro={copy.documentsIntro} links={documents} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="testimony_cta" />
    </>
  )
}
