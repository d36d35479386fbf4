import { ContactForm } from '~/components/forms/contact-form'
import { AsideBox, Commitments, CompactSteps, DirectContact, FormPanel, HowToGuides } from '~/components/sections/contact/contact-sections'
import { PageHeader } from '~/components/sections/page-header'
import { buildContactPage } from '~/lib/pages/contact.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/contact'

export function loader() {
  return buildContactPage()
}

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, copy, nextSteps, promises, guides, caseTypeNames } = loaderData
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
        <FormPanel id="contact-form" heading={copy.formHeading} intro={copy.formIntro}>
          <ContactForm caseTypes={caseTypeNames} />
        </FormPanel>
        <div className="space-y-6">
          <AsideBox id="reach-us" heading={copy.directHeading}>
            <DirectContact place="contact_page" />
          </AsideBox>
          <AsideBox id="next-steps" heading={copy.nextStepsHeading}>
            <CompactSteps steps={nextSteps} />
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
