import { LinkList } from '~/components/sections/locations/link-list'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { LocationSection } from '~/components/sections/locations/location-section'
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
  const { meta, intro, about, services, nearby, cta } = loaderData
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro} />
      <LocationSection id="about-city" heading={about.heading} paragraphs={about.paragraphs} facts={about.facts} />
      <ServiceLinkGroups id="services" heading={services.heading} groups={services.groups} />
      <LinkList id="nearby-cities" heading={nearby.heading} links={nearby.links} />
      <LocationCta heading={cta.heading} text={cta.text} />
    </>
  )
}
