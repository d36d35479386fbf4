import { ScheduleForm } from '~/components/forms/schedule-form'
import { AsideBox, Commitments, CompactSteps, DirectContact, FormPanel, HowToGuides } from '~/components/sections/contact/contact-sections'
import { PageHeader } from '~/components/sections/page-header'
import { buildSchedulePage } from '~/lib/pages/contact.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/schedule-consultation'

export function loader() {
  return buildSchedulePage()
}

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function ScheduleConsultationPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, copy, agenda, promises, guides, caseTypeNames } = loaderData
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
        <FormPanel id="schedule-form" heading={copy.formHeading} intro={copy.formIntro}>
          <ScheduleForm caseTypes={caseTypeNames} />
        </FormPanel>
        <div className="space-y-6">
          <AsideBox id="agenda" heading={copy.agendaHeading}>
            <CompactSteps steps={agenda} />
          </AsideBox>
          <AsideBox id="availability" heading={copy.hoursHeading}>
            <DirectContact place="schedule_page" />
          </AsideBox>
          <AsideBox id="commitments" heading={copy.commitmentsHeading}>
            <Commitments promises={promises} />
          </AsideBox>
        </div>
      </div>
      <HowToGuides heading={copy.howToHeading} guides={guides} />
    </>
  )
}
