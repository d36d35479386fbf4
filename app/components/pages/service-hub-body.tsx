import type { calculatorPromoFor } from '~/lib/calculator/page.server'
import { CalculatorPromo } from '~/components/calculator/calculator-promo'
import { CtaBand } from '~/components/sections/cta-band'
import { LinkList } from '~/components/sections/link-list'
import { SERVICE_TEAM_COPY } from '~/copy/team'
import { PageHeader } from '~/components/sections/page-header'
import {
  RelatedServices,
  ServiceDetails,
  ServiceInCities,
  ServiceSidebar,
} from '~/components/sections/services/service-hub-sections'
import { ServiceIcon } from '~/components/site/service-icon'
import type { buildServiceHubPage } from '~/lib/pages/service-hub.server'

export function ServiceHubBody({
  page,
}: {
  page: ReturnType<typeof buildServiceHubPage> & { calculatorPromo: ReturnType<typeof calculatorPromoFor> }
}) {
  const { meta, copy, service, caseTypes, team, related, cities, calculatorPromo } = page
  return (
    <>
      <PageHeader
        trail={meta.breadcrumbs}
        h1={meta.h1}
        intro={service.summary}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <ServiceIcon name={service.icon} className="size-5 text-primary" />
            {service.groupLabel}
          </span>
        }
      />
      <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-[1fr_20rem]">
        <ServiceDetails service={service} copy={copy} />
        <ServiceSidebar title={service.title} caseTypes={caseTypes} copy={copy} />
      </div>
      {team.length > 0 && (
        <LinkList id="team" heading={SERVICE_TEAM_COPY.heading} intro={SERVICE_TEAM_COPY.intro} links={team} />
      )}
      <CalculatorPromo promo={calculatorPromo} />
      <RelatedServices heading={copy.relatedHeading} services={related} />
      <ServiceInCities
        heading={service.citiesHeading}
        intro={copy.citiesIntro}
        cities={cities}
        allCitiesLink={service.allCitiesLink}
      />
      <CtaBand heading={service.ctaHeading} text={copy.ctaText} place="service_hub_cta" />
    </>
  )
}
