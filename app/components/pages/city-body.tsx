import { CourtSection } from '~/components/sections/locations/court-section'
import { LinkList } from '~/components/sections/link-list'
import { CalculatorLink } from '~/components/sections/locations/calculator-link'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { PlaceFactsSection } from '~/components/sections/locations/place-facts-section'
import { ServiceLinkGroups } from '~/components/sections/locations/service-link-groups'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import type { buildCityPage } from '~/lib/pages/city.server'

/**
 * A city page, from its page builder, in the order counsel reads it: what the firm does, a call to
 * action, the courts and venue (with the link to the state's damages rules), the calculator, the
 * place's facts said once, the services there, nearby cities and the closing call to action.
 */
export function CityBody({ page }: { page: ReturnType<typeof buildCityPage> }) {
  const { meta, intro, place, courts, calculatorLink, services, parts, nearby } = page
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro} />
      <LocationCta early scheduleLink={page.scheduleLink} />
      <CourtSection section={courts} />
      <CalculatorLink link={calculatorLink} />
      <PlaceFactsSection id="about-city" section={place} />
      <ServiceLinkGroups id="services" heading={services.heading} groups={services.groups} />
      {parts && <LinkList id="boroughs" heading={parts.heading} links={parts.links} />}
      <LinkList id="nearby-cities" heading={nearby.heading} intro={nearby.text} links={nearby.links} showEmpty />
      <LocationCta scheduleLink={page.scheduleLink} />
    </>
  )
}
