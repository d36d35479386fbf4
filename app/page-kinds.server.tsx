import type { ReactNode } from 'react'
import { AboutBody } from '~/components/pages/about-body'
import { AdvisoryBody } from '~/components/pages/advisory-body'
import { CalculatorBody } from '~/components/pages/calculator-body'
import { CaseStudiesBody } from '~/components/pages/case-studies-body'
import { CaseTypeBody } from '~/components/pages/case-type-body'
import { CaseTypesBody } from '~/components/pages/case-types-body'
import { CityBody } from '~/components/pages/city-body'
import { ContactBody } from '~/components/pages/contact-body'
import { ExperienceBody } from '~/components/pages/experience-body'
import { FeesBody } from '~/components/pages/fees-body'
import { HomeBody } from '~/components/pages/home-body'
import { LocationsBody } from '~/components/pages/locations-body'
import { NotFoundBody } from '~/components/pages/not-found-body'
import { PrivacyBody } from '~/components/pages/privacy-body'
import { ScheduleBody } from '~/components/pages/schedule-body'
import { SearchBody } from '~/components/pages/search-body'
import { ServiceCityBody } from '~/components/pages/service-city-body'
import { ServiceHubBody } from '~/components/pages/service-hub-body'
import { ServicesBody } from '~/components/pages/services-body'
import { StateBody } from '~/components/pages/state-body'
import { TeamMemberBody } from '~/components/pages/team-member-body'
import { TermsBody } from '~/components/pages/terms-body'
import { RequestReceivedBody } from '~/components/sections/request-received-body'
import { TestimonyBody } from '~/components/pages/testimony-body'
import { NOT_FOUND_COPY } from '~/copy/not-found-copy'
import { buildCalculatorPage, calculatorPromoFor } from '~/lib/calculator/page.server'
import type { DirectRoute } from '~/lib/page-routes'
import { buildAboutPage } from '~/lib/pages/about.server'
import { buildAdvisoryPage } from '~/lib/pages/advisory.server'
import { buildCaseStudiesPage } from '~/lib/pages/case-studies.server'
import { buildCaseTypePage } from '~/lib/pages/case-type.server'
import { buildCaseTypesPage } from '~/lib/pages/case-types.server'
import { buildCityPage } from '~/lib/pages/city.server'
import { buildContactPage, buildSchedulePage } from '~/lib/pages/contact.server'
import { buildExperiencePage } from '~/lib/pages/experience.server'
import { buildFeesPage } from '~/lib/pages/fees.server'
import { buildHomePage } from '~/lib/pages/home.server'
import { buildLocationsPage } from '~/lib/pages/locations.server'
import { buildPrivacyPage, buildTermsPage } from '~/lib/pages/notice.server'
import { buildRequestReceivedPage } from '~/lib/pages/request-received.server'
import { buildSearchPage } from '~/lib/pages/search.server'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { buildServiceHubPage } from '~/lib/pages/service-hub.server'
import { buildServicesPage } from '~/lib/pages/services.server'
import { buildStatePage } from '~/lib/pages/state.server'
import { buildTeamMemberPage } from '~/lib/pages/team-member.server'
import { buildTestimonyPage } from '~/lib/pages/testimony.server'
import type { PageMeta } from '~/lib/seo/page-meta'

/** A page's data for its head, and its body rendered from the same data. */
export interface DirectPage {
  meta: PageMeta
  body: ReactNode
}

type Renderer<K extends DirectRoute['kind']> = (route: Extract<DirectRoute, { kind: K }>) => DirectPage

/** One page from its builder's data and its body component. */
const page = <D extends { meta: PageMeta }>(data: D, Body: (props: { page: D }) => ReactNode): DirectPage => ({
  meta: data.meta,
  body: <Body page={data} />,
})

/**
 * Every page kind the site serves, and its renderer (decisions 022, 033 and 043): the page builder
 * (app/lib/pages) and the body component, whose interactive parts are islands. The address of each kind
 * is in app/lib/page-routes.ts; the document around the body in components/location/location-document.tsx.
 */
const PAGE_KINDS: { [K in DirectRoute['kind']]: Renderer<K> } = {
  home: () => page(buildHomePage(), HomeBody),
  about: () => page(buildAboutPage(), AboutBody),
  testimony: () => page(buildTestimonyPage(), TestimonyBody),
  services: () => page(buildServicesPage(), ServicesBody),
  advisory: () => page(buildAdvisoryPage(), AdvisoryBody),
  experience: () => page(buildExperiencePage(), ExperienceBody),
  fees: () => page(buildFeesPage(), FeesBody),
  'case-studies': () => page(buildCaseStudiesPage(), CaseStudiesBody),
  locations: () => page(buildLocationsPage(), LocationsBody),
  'case-types': () => page(buildCaseTypesPage(), CaseTypesBody),
  search: () => page(buildSearchPage(), SearchBody),
  calculator: () => page(buildCalculatorPage(), CalculatorBody),
  privacy: () => page(buildPrivacyPage(), PrivacyBody),
  terms: () => page(buildTermsPage(), TermsBody),
  'service-hub': ({ serviceSlug }) =>
    page({ ...buildServiceHubPage(serviceSlug), calculatorPromo: calculatorPromoFor({ serviceSlug }) }, ServiceHubBody),
  'case-type': ({ caseTypeSlug }) =>
    page({ ...buildCaseTypePage(caseTypeSlug), calculatorPromo: calculatorPromoFor({ caseTypeSlug }) }, CaseTypeBody),
  'team-member': ({ teamSlug }) => page(buildTeamMemberPage(teamSlug), TeamMemberBody),
  contact: () => page(buildContactPage(), ContactBody),
  'schedule-consultation': () => page(buildSchedulePage(), ScheduleBody),
  'request-received': () => page(buildRequestReceivedPage(), RequestReceivedBody),
  'request-received-case-type': ({ caseTypeSlug }) => page(buildRequestReceivedPage(caseTypeSlug), RequestReceivedBody),
  // Served for any unknown address (its file is NOT_FOUND_FILE); a legacy one is moved in the browser.
  'not-found': () => ({
    meta: { ...NOT_FOUND_COPY, path: '/404', breadcrumbs: [], noindex: true },
    body: <NotFoundBody />,
  }),
  state: ({ stateSlug }) => page(buildStatePage(stateSlug), StateBody),
  city: ({ stateSlug, citySlug }) => page(buildCityPage(stateSlug, citySlug), CityBody),
  'service-city': ({ serviceSlug, stateSlug, citySlug }) =>
    page(buildServiceCityPage(serviceSlug, stateSlug, citySlug), ServiceCityBody),
}

/** The page at this route, from its kind's renderer. */
export function directPage(route: DirectRoute): DirectPage {
  return (PAGE_KINDS[route.kind] as Renderer<DirectRoute['kind']>)(route)
}
