import { ScheduleForm } from '~/components/forms/schedule-form'
import { FormPageLayout } from '~/components/sections/contact/form-page'
import { buildSchedulePage } from '~/lib/pages/contact.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/schedule-consultation'

export function loader() {
  return buildSchedulePage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function ScheduleConsultationPage({ loaderData }: Route.ComponentProps) {
  return (
    <FormPageLayout page={loaderData}>
      <ScheduleForm caseTypes={loaderData.caseTypeNames} intake={loaderData.intake} />
    </FormPageLayout>
  )
}
