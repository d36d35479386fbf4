import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import BookMarked from 'lucide/dist/esm/icons/book-bookmark.mjs'
import MapPin from 'lucide/dist/esm/icons/map-pin.mjs'
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs'
import { Icon } from '~/components/ui/icon'
import type * as React from 'react'
import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/copy/navigation'
import type { ServiceHubPageData } from '~/lib/pages/service-hub.server'
import { siteConfig } from '~/config/site-config'
import { fillTemplate } from '~/lib/text'
import { CheckList } from '../check-list'
import { Section } from '../section'
import { ConsultationActions } from '../consultation-actions'
import { LinkItems } from '../link-list'
import { ServiceList } from '../service-card'

type Hub = ServiceHubPageData

function HubPart({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold tracking-tight text-primary">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The hub's main column: description, features, methods, standards and references. */
export function ServiceDetails({ service, copy }: { service: Hub['service']; copy: Hub['copy'] }) {
  return (
    <div className="min-w-0 space-y-12">
      <HubPart id="overview" heading={copy.overviewHeading}>
        <div className="prose-page text-lg">
          {service.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </HubPart>
      {service.features.length > 0 && (
        <HubPart id="features" heading={copy.featuresHeading}>
          <CheckList items={service.features} className="grid gap-3 space-y-0! md:grid-cols-2" />
        </HubPart>
      )}
      {service.methods.length > 0 && (
        <HubPart id="methods" heading={copy.methodsHeading}>
          <dl className="grid gap-4 md:grid-cols-2">
            {service.methods.map((method) => (
              <div key={method.name} className="rounded-xl border border-border p-5">
                <dt className="font-semibold text-primary">{method.name}</dt>
                <dd className="mt-1.5 text-muted-foreground">{method.detail}</dd>
              </div>
            ))}
          </dl>
        </HubPart>
      )}
      {service.standards.length > 0 && (
        <HubPart id="standards" heading={copy.standardsHeading}>
          <dl className="space-y-4">
            {service.standards.map((standard) => (
              <div key={standard.name} className="relative pl-8">
                <dt className="font-semibold">
                  <Icon icon={ShieldCheck} className="absolute left-0 top-0.5 size-5 text-success" />
                  {standard.name}
                </dt>
                <dd className="mt-0.5 text-muted-foreground">{standard.detail}</dd>
              </div>
            ))}
          </dl>
        </HubPart>
      )}
      {service.references.length > 0 && (
        <HubPart id="references" heading={copy.referencesHeading}>
          <ul className="space-y-3">
            {service.references.map((reference) => (
              <li key={reference.title} className="flex gap-3">
                <Icon icon={BookMarked} className="mt-0.5 size-5 shrink-0 text-primary" />
                <p>
                  <cite className="font-semibold not-italic">{reference.title}</cite>
                  {reference.publisher && <span className="text-muted-foreground">, {reference.publisher}</span>}
                  {reference.note && <span className="block text-sm text-muted-foreground">{reference.note}</span>}
                </p>
              </li>
            ))}
          </ul>
        </HubPart>
      )}
    </div>
  )
}

const SIDEBAR_PROMISES = ['freeReview', 'inquiryResponse', 'standardAnalysis', 'rushTurnaround'] as const

/** The hub's sidebar: the case types, and a way to start. */
export function ServiceSidebar({
  title,
  caseTypes,
  copy,
}: {
  title: string
  caseTypes: Hub['caseTypes']
  copy: Hub['copy']
}) {
  return (
    <aside
      aria-label={fillTemplate(copy.sidebarLabel, { name: title })}
      className="space-y-6 lg:sticky lg:top-24 lg:self-start"
    >
      {caseTypes.length > 0 && (
        <section aria-labelledby="case-types-heading" className="rounded-xl border border-border p-6">
          <h2 id="case-types-heading" className="text-lg font-semibold text-primary">
            {copy.caseTypesHeading}
          </h2>
          <LinkItems links={caseTypes} look="arrows" />
        </section>
      )}
      <section aria-labelledby="start-heading" className="rounded-xl bg-primary p-6 text-primary-foreground">
        <h2 id="start-heading" className="text-lg font-semibold">
          {copy.sidebarHeading}
        </h2>
        <CheckList
          tone="inverse"
          items={SIDEBAR_PROMISES.map((key) => siteConfig.promises[key].item)}
          className="mt-4 text-sm text-white/90"
        />
        <ConsultationActions place="service_hub_sidebar" stacked className="mt-5" />
      </section>
    </aside>
  )
}

export function RelatedServices({ heading, services }: { heading: string; services: Hub['related'] }) {
  if (!services.length) return null
  return (
    <Section id="related-services" tone="muted" heading={heading}>
      <ServiceList services={services} />
    </Section>
  )
}

export function ServiceInCities({
  heading,
  intro,
  cities,
  allCitiesLink,
}: {
  heading: string
  intro: string
  cities: Hub['cities']
  allCitiesLink: string
}) {
  if (!cities.length) return null
  return (
    <Section id="cities" heading={heading} intro={intro}>
      <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
        {cities.map((city) => (
          <li key={city.to}>
            <Link to={city.to} className="flex min-h-10 items-center gap-2 font-medium link">
              <Icon icon={MapPin} className="size-4 shrink-0 text-muted-foreground" />
              {city.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link
          to={PAGE_LINKS.locations.to}
          className="inline-flex min-h-6 items-center gap-1 font-semibold text-link underline underline-offset-4"
        >
          {allCitiesLink}
          <Icon icon={ArrowRight} className="size-4" />
        </Link>
      </p>
    </Section>
  )
}
