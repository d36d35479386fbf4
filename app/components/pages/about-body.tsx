import { AboutFirm, AboutTeam, PrincipalDetails } from '~/components/sections/about/about-sections'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import type { buildAboutPage } from '~/lib/pages/about.server'

export function AboutBody({ page }: { page: ReturnType<typeof buildAboutPage> }) {
  return (
    <>
      <PageHeader trail={page.meta.breadcrumbs} h1={page.meta.h1} intro={page.intro} />
      <AboutFirm
        heading={page.copy.firmHeading}
        paragraphs={page.firm}
        valuesHeading={page.copy.valuesHeading}
        values={page.values}
        claims={page.claims}
      />
      <PrincipalDetails data={page} />
      <AboutTeam
        heading={page.copy.teamHeading}
        intro={page.copy.teamIntro}
        cvLabel={page.copy.teamCvLabel}
        members={page.team}
      />
      <CtaBand heading={page.copy.ctaHeading} text={page.copy.ctaText} place="about_cta" />
    </>
  )
}
