import { CtaBand } from '~/components/sections/cta-band'
import {
  ExperienceAreas,
  OverallFigures,
  TestimonyExperience,
} from '~/components/sections/experience/experience-sections'
import { LinkList } from '~/components/sections/link-list'
import { PageHeader } from '~/components/sections/page-header'
import type { buildExperiencePage } from '~/lib/pages/experience.server'

export function ExperienceBody({ page }: { page: ReturnType<typeof buildExperiencePage> }) {
  const { meta, intro, copy, overallIntro, overall, areas, testimony, forums, documents, caseTypes } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <OverallFigures heading={copy.overallHeading} intro={overallIntro} claims={overall} />
      <ExperienceAreas
        heading={copy.areasHeading}
        intro={copy.areasIntro}
        mattersLabel={copy.mattersLabel}
        areas={areas}
      />
      <TestimonyExperience
        heading={copy.testimonyHeading}
        text={testimony}
        forumsHeading={copy.forumsHeading}
        forums={forums}
        documentsHeading={copy.documentsHeading}
        documents={documents}
      />
      <LinkList
        look="pills"
        tone="muted"
        id="case-types"
        heading={copy.caseTypesHeading}
        intro={copy.caseTypesIntro}
        links={caseTypes}
      />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="experience_cta" />
    </>
  )
}
