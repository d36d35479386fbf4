import { AttorneyReferences } from '~/components/sections/home/attorney-references'
import { ClientTestimonials } from '~/components/sections/home/client-testimonials'
import { Hero } from '~/components/sections/home/hero'
import { HomeCaseStudies } from '~/components/sections/home/home-case-studies'
import { HomeContact } from '~/components/sections/home/home-contact'
import { HomeFaq } from '~/components/sections/home/home-faq'
import { HomeServices } from '~/components/sections/home/home-services'
import { PrincipalProfileSection } from '~/components/sections/home/principal-profile'
import { TrustStrip } from '~/components/sections/home/trust-strip'
import type { buildHomePage } from '~/lib/pages/home.server'

export function HomeBody({ page }: { page: ReturnType<typeof buildHomePage> }) {
  return (
    <>
      <Hero hero={page.hero} />
      <TrustStrip trust={page.trust} />
      <HomeServices services={page.services} />
      <HomeCaseStudies caseStudies={page.caseStudies} />
      <AttorneyReferences references={page.references} />
      <ClientTestimonials testimonials={page.testimonials} />
      <PrincipalProfileSection profile={page.profile} />
      <HomeFaq faq={page.faq} />
      <HomeContact contact={page.contact} caseTypeNames={page.caseTypeNames} />
    </>
  )
}
