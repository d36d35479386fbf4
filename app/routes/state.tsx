import { FactList } from '~/components/sections/locations/fact-list'
import { LinkList } from '~/components/sections/locations/link-list'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { MetroAreas } from '~/components/sections/locations/metro-areas'
import { StateServices } from '~/components/sections/locations/state-services'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import { buildStatePage } from '~/lib/pages/state.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/state'

export function loader({ params }: Route.LoaderArgs) {
  return buildStatePage(params.stateSlug)
}

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function StatePage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, facts, services, metroAreas, cities, cta } = loaderData
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro}>
        <FactList facts={facts} className="mt-6 max-w-3xl bg-background! sm:grid-cols-3" />
      </PageHeader>
      <LinkList id="cities" heading={cities.heading} intro={cities.intro} links={cities.links} />
      <StateServices id="services" heading={services.heading} intro={services.intro} groups={services.groups} />
      <MetroAreas id="metro-areas" heading={metroAreas.heading} intro={metroAreas.intro} areas={metroAreas.areas} />
      <LocationCta heading={cta.heading} text={cta.text} />
    </>
  )
}
