import { LawTable } from '~/components/sections/locations/law-table'
import { LinkList } from '~/components/sections/link-list'
import { CalculatorLink } from '~/components/sections/locations/calculator-link'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { MetroAreas } from '~/components/sections/locations/metro-areas'
import { PlaceMap } from '~/components/sections/locations/place-map'
import { StateCourts } from '~/components/sections/locations/state-courts'
import { StateServices } from '~/components/sections/locations/state-services'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import { STATE_PAGE_COPY } from '~/copy/location-copy'
import type { buildStatePage } from '~/lib/pages/state.server'

/**
 * A state page, from its page builder, in the order counsel reads it: what the firm does, a call to
 * action, the courts (the division-by-county detail folded), the damages rules, the calculator, the
 * services, then the place (map, cities, areas) and the closing call to action.
 */
export function StateBody({ page }: { page: ReturnType<typeof buildStatePage> }) {
  const { meta, intro, facts, map, courts, law, services, areas, calculatorLink } = page
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro} />
      <LocationCta early scheduleLink={page.scheduleLink} />
      <StateCourts heading={courts.heading} districts={courts.districts} facts={facts} />
      {law && <LawTable table={law} folded={STATE_PAGE_COPY.lawSummary(law.rows.length)} />}
      <CalculatorLink link={calculatorLink} />
      <StateServices id="services" heading={services.heading} groups={services.groups} />
      <div id="cities-map" className="container-page grid gap-8 py-8 lg:grid-cols-[3fr_2fr]">
        <PlaceMap map={map.map} />
        <details className="[&>section]:px-0! [&>section]:py-0!">
          <summary className="cursor-pointer font-serif text-xl font-bold text-primary">
            {STATE_PAGE_COPY.citiesSummary(map.cities.length)}
          </summary>
          <LinkList id="cities" heading={map.heading} links={map.cities} />
        </details>
      </div>
      <MetroAreas
        id="metro-areas"
        heading={areas.heading}
        intro={areas.intro}
        areas={areas.list.map((area) => ({ name: area.name, note: area.kind, links: area.links }))}
        folded={STATE_PAGE_COPY.areasSummary(areas.list.length)}
      />
      <LocationCta scheduleLink={page.scheduleLink} />
    </>
  )
}
