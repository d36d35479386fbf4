import { Link } from '~/components/ui/link'
import { CourtSection } from '~/components/sections/locations/court-section'
import { LaborMarketSection } from '~/components/sections/locations/labor-market-section'
import { LawTable } from '~/components/sections/locations/law-table'
import { LinkList } from '~/components/sections/link-list'
import { CalculatorLink } from '~/components/sections/locations/calculator-link'
import { LocationCta } from '~/components/sections/locations/location-cta'
import { PlaceFactsSection } from '~/components/sections/locations/place-facts-section'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import type { buildServiceCityPage } from '~/lib/pages/service-city.server'

/**
 * A service in a city, from its page builder, in the order counsel reads it: what the firm does here
 * (the service in a few lines), a call to action, the courts and venue, the forum's damages rules for
 * the service, the labor market (on the services that have it), the calculator, the place's facts said
 * once, then the related links and the closing call to action.
 */
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
      <LocationCta early scheduleLink={page.scheduleLink} />
      {courts && <CourtSection section={courts} />}
      {law && <LawTable table={law} />}
      {labor && <LaborMarketSection section={labor} />}
      {page.calculatorLink && <CalculatorLink link={page.calculatorLink} />}
      <PlaceFactsSection section={place} />
      <LinkList id="case-types" heading={caseTypes.heading} links={caseTypes.links} />
      <LinkList id="nearby-cities" heading={nearby.heading} intro={nearby.text} links={nearby.links} showEmpty />
      <LinkList id="other-services" heading={otherServices.heading} links={otherServices.links} />
      <LinkList id="related" heading={related.heading} links={related.links} />
      <LocationCta scheduleLink={page.scheduleLink} />
    </>
  )
}
