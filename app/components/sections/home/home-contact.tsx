import { QuickContactForm } from '~/components/forms/quick-contact-form'
import { Island } from '~/components/islands/island'
import { Notifications } from '~/components/ui/notifications'
import type { HomePageData } from '~/lib/pages/home.server'
import { CheckList } from '../check-list'
import { SectionHeading } from '../section'
import { ContactDetails } from '../contact-details'

export function HomeContact({
  contact,
  caseTypeNames,
}: {
  contact: HomePageData['contact']
  caseTypeNames: readonly string[]
}) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-14 md:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeading id="contact-heading" heading={contact.heading} intro={contact.intro} />
          <ContactDetails place="home_contact" className="mt-8" />
          <CheckList items={contact.promises} className="mt-8 text-muted-foreground" />
        </div>
        <div className="rounded-2xl border border-border bg-background p-6 shadow-lg md:p-8">
          <Island name="quick-contact-form" component={QuickContactForm} props={{ caseTypes: caseTypeNames }} />
          <Island name="notifications" component={Notifications} props={{}} />
        </div>
      </div>
    </section>
  )
}
