import { CourtSection } from '~/components/sections/locations/court-section'
import { LinkList } from '~/components/sections/link-list'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { PlaceFactsSection } from '~/components/sections/locations/place-facts-section'
import { ServiceLinkGroups } from '~/components/sections/locations/service-link-groups'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import { buildCityPage } from '~/lib/pages/city.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/city'

export function loader({ params }: Route.LoaderArgs) {
  return buildCityPage(params.stateSlug, params.citySlug)
}

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, place, courts, services, parts, nearby } = loaderData
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
