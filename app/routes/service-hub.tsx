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
import { calculatorPromoFor } from '~/lib/calculator/page.server'
import { buildServiceHubPage } from '~/lib/pages/service-hub.server'
import { refuseOnNotFoundDocument } from '~/lib/pages/not-found-document'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/service-hub'

export function loader({ params }: Route.LoaderArgs) {
  return {
    ...buildServiceHubPage(params.serviceSlug),
    calculatorPromo: calculatorPromoFor({ serviceSlug: params.serviceSlug }),
  }
}

/** Prerendered data as usual; none asked for on the not-found document (lib/pages/not-found-document). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  refuseOnNotFoundDocument(request)
  return serverLoader()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function ServiceHubPage({ loaderData }: Route.ComponentProps) {
  const { meta, copy, service, caseTypes, team, related, cities, calculatorPromo } = loaderData
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
