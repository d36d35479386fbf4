import { Clock, Mail, Phone } from 'lucide-react'
import { QuickContactForm } from '~/components/forms/quick-contact-form'
import { PhoneLink } from '~/components/site/phone-link'
import type { HomePageData } from '~/lib/pages/home.server'
import { siteConfig } from '~/config/site-config'
import { CheckList } from '../check-list'
import { SectionHeading } from '../section'
import { EmailLink } from '../email-link'

export function HomeContact({ contact, caseTypeNames }: { contact: HomePageData['contact']; caseTypeNames: readonly string[] }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-14 md:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeading id="contact-heading" heading={contact.heading} intro={contact.intro} />
          <ul className="mt-8 space-y-4">
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 text-primary" />
              <PhoneLink place="home_contact" className="inline-flex min-h-6 items-center font-semibold text-link hover:underline" />
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-primary" />
              <EmailLink />
            </li>
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              <span>{siteConfig.hours.label}</span>
            </li>
          </ul>
          <CheckList items={contact.promises} className="mt-8 text-muted-foreground" />
        </div>
        <div className="rounded-2xl border border-border bg-background p-6 shadow-lg md:p-8">
          <QuickContactForm caseTypes={caseTypeNames} />
        </div>
      </div>
    </section>
  )
}
