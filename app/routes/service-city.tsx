import { LinkList } from '~/components/sections/locations/link-list'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { LocationSection } from '~/components/sections/locations/location-section'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/service-city'

export function loader({ params }: Route.LoaderArgs) {
  return buildServiceCityPage(params.serviceSlug, params.stateSlug, params.citySlug)
}

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function ServiceCityPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, sections, nearby, otherServices, related, cta } = loaderData
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro} />
      {sections.map((section) => (
        <LocationSection key={section.id} {...section} />
      ))}
      <LinkList id="nearby-cities" heading={nearby.heading} intro={nearby.intro} links={nearby.links} />
      <LinkList id="other-services" heading={otherServices.heading} links={otherServices.links} />
      <LinkList id="related" heading={related.heading} links={related.links} />
      <LocationCta heading={cta.heading} text={cta.text} />
    </>
  )
}
