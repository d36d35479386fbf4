import { ScheduleForm } from '~/components/forms/schedule-form'
import { FormPageLayout } from '~/components/sections/contact/form-page'
import { buildSchedulePage } from '~/lib/pages/contact.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/schedule-consultation'
import { withPersonNode } from '~/lib/seo/person-node.server'

export function loader() {
  return withPersonNode(buildSchedulePage())
}

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function ScheduleConsultationPage({ loaderData }: Route.ComponentProps) {
  return (
    <FormPageLayout page={loaderData}>
      <ScheduleForm caseTypes={loaderData.caseTypeNames} intake={loaderData.intake} />
    </FormPageLayout>
  )
}
