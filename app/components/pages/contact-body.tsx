import { ContactForm } from '~/components/forms/contact-form'
import { Island } from '~/components/islands/island'
import { FormPageLayout } from '~/components/sections/contact/form-page'
import { Notifications } from '~/components/ui/notifications'
import type { buildContactPage } from '~/lib/pages/contact.server'

export function ContactBody({ page }: { page: ReturnType<typeof buildContactPage> }) {
  return (
    <FormPageLayout page={page}>
      <Island
        name="contact-form"
        component={ContactForm}
        props={{ caseTypes: page.caseTypeNames, intake: page.intake }}
      />
      <Island name="notifications" component={Notifications} props={{}} />
    </FormPageLayout>
  )
}
