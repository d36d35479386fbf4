import { Link } from '~/components/ui/link'
import { CourtSection } from '~/components/sections/locations/court-section'
import { LaborMarketSection } from '~/components/sections/locations/labor-market-section'
import { LawTable } from '~/components/sections/locations/law-table'
import { LinkList } from '~/components/sections/link-list'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { PlaceFactsSection } from '~/components/sections/locations/place-facts-section'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import type { buildServiceCityPage } from '~/lib/pages/service-city.server'

/** A service in a city, from its page builder: rendered on the server only (see StaticPageContent). */
export function ServiceCityBody({ page }: { page: ReturnType<typeof buildServiceCityPage> }) {
  const { meta, intro, hubLink, place, labor, courts, law, caseTypes, nearby, otherServices, related } = page
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro}>
        <p className="mt-4">
          <Link to={hubLink.to} className="text-link underline underline-offset-4">
            {hubLink.label}
          </Link>
        </p>
      </PageHeader>
      <PlaceFactsSection section={place} />
      {labor && <LaborMarketSection section={labor} />}
      {courts && <CourtSection section={courts} />}
      {law && <LawTable table={law} />}
      {page.calculatorLink && <p className="container-page pb-10"><Link to={page.calculatorLink.to} className="font-semibold text-link underline underline-offset-4">{page.calculatorLink.label}</Link></p>}
      <LinkList id="case-types" heading={caseTypes.heading} links={caseTypes.links} />
      <LinkList id="nearby-cities" heading={nearby.heading} intro={nearby.text} links={nearby.links} showEmpty />
      <LinkList id="other-services" heading={otherServices.heading} links={otherServices.links} />
      <LinkList id="related" heading={related.heading} links={related.links} />
      <LocationCta />
    </>
  )
}
