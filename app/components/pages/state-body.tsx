import { FactList } from '~/components/sections/locations/fact-list'
import { LawTable } from '~/components/sections/locations/law-table'
import { LinkList } from '~/components/sections/link-list'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { MetroAreas } from '~/components/sections/locations/metro-areas'
import { PlaceMap } from '~/components/sections/locations/place-map'
import { StateCourts } from '~/components/sections/locations/state-courts'
import { StateServices } from '~/components/sections/locations/state-services'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import type { buildStatePage } from '~/lib/pages/state.server'

/** A state page, from its page builder: rendered on the server only (see StaticPageContent). */
export function StateBody({ page }: { page: ReturnType<typeof buildStatePage> }) {
  const { meta, intro, facts, map, courts, law, services, areas } = page
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro}>
        <FactList facts={facts} className="mt-6 max-w-4xl bg-background! sm:grid-cols-2" />
      </PageHeader>
      <div id="cities-map" className="container-page grid gap-8 py-8 lg:grid-cols-[3fr_2fr]">
        <PlaceMap map={map.map} />
        <div className="[&>section]:px-0! [&>section]:py-0!">
          <LinkList id="cities" heading={map.heading} links={map.cities} />
        </div>
      </div>
      {law && <LawTable table={law} />}
      <StateCourts heading={courts.heading} districts={courts.districts} />
      <StateServices id="services" heading={services.heading} groups={services.groups} />
      <MetroAreas id="metro-areas" heading={areas.heading} intro={areas.intro} areas={areas.list.map((area) => ({ name: area.name, note: area.kind, links: area.links }))} />
      <LocationCta />
    </>
  )
}
