import { ContactForm } from '~/components/forms/contact-form'
import { FormPageLayout } from '~/components/sections/contact/form-page'
import { buildContactPage } from '~/lib/pages/contact.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/contact'

export function loader() {
  return buildContactPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <FormPageLayout page={loaderData}>
      <ContactForm caseTypes={loaderData.caseTypeNames} intake={loaderData.intake} />
    </FormPageLayout>
  )
}
