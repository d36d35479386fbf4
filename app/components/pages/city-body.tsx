import { CourtSection } from '~/components/sections/locations/court-section'
import { LinkList } from '~/components/sections/link-list'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { PlaceFactsSection } from '~/components/sections/locations/place-facts-section'
import { ServiceLinkGroups } from '~/components/sections/locations/service-link-groups'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import type { buildCityPage } from '~/lib/pages/city.server'

/** A city page, from its page builder: rendered on the server only (see StaticPageContent). */
export function CityBody({ page }: { page: ReturnType<typeof buildCityPage> }) {
  const { meta, intro, place, courts, services, parts, nearby } = page
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro} />
      <PlaceFactsSection id="about-city" section={place} />
      <CourtSection section={courts} />
      <ServiceLinkGroups id="services" heading={services.heading} groups={services.groups} />
      {parts && <LinkList id="boroughs" heading={parts.heading} links={parts.links} />}
      <LinkList id="nearby-cities" heading={nearby.heading} intro={nearby.text} links={nearby.links} showEmpty />
      <LocationCta />
    </>
  )
}
