import { ScheduleForm } from '~/components/forms/schedule-form'
import { Island } from '~/components/islands/island'
import { FormPageLayout } from '~/components/sections/contact/form-page'
import { Notifications } from '~/components/ui/notifications'
import type { buildSchedulePage } from '~/lib/pages/contact.server'

export function ScheduleBody({ page }: { page: ReturnType<typeof buildSchedulePage> }) {
  return (
    <FormPageLayout page={page}>
      <Island
        name="schedule-form"
        component={ScheduleForm}
        props={{ caseTypes: page.caseTypeNames, intake: page.intake, horizonDays: page.horizonDays }}
      />
      <Island name="notifications" component={Notifications} props={{}} />
    </FormPageLayout>
  )
}
