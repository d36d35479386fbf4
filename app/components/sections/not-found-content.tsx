import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import Phone from 'lucide/dist/esm/icons/phone.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { NOT_FOUND_COPY } from '~/copy/not-found-copy'
import { PAGE_LINKS, SERVICES_MENU } from '~/copy/navigation'
import { PhoneLink } from '~/components/site/phone-link'
import { SearchBox } from '~/components/site/search-box'
import { siteConfig } from '~/config/site-config'
import { PageHeader } from './page-header'
import { EmailLink } from './email-link'
import type { PageLink } from '~/config/content-schema/types'

const MAIN_SECTIONS = [
  PAGE_LINKS.home,
  PAGE_LINKS.services,
  PAGE_LINKS.advisory,
  PAGE_LINKS.caseTypes,
  PAGE_LINKS.caseStudies,
  PAGE_LINKS.locations,
  PAGE_LINKS.about,
  PAGE_LINKS.contact,
]
/** The services the header menu features, the pages most visitors come for. */
const POPULAR_SERVICES = SERVICES_MENU.flatMap((group) => group.links).filter((link) =>
  link.to.startsWith('/services/'),
)

function ArrowLinks({ links }: { links: readonly PageLink[] }) {
  return (
    <ul className="mt-3 space-y-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="inline-flex min-h-9 items-center gap-1.5 font-medium link">
            <Icon icon={ArrowRight} className="size-4 shrink-0" />
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The not-found page body, also shown by the error boundary. */
export function NotFoundContent({ variant = 'not-found' }: { variant?: 'not-found' | 'error' }) {
  const copy = NOT_FOUND_COPY
  const h1 = variant === 'error' ? copy.errorH1 : copy.h1
  const intro = variant === 'error' ? copy.errorIntro : copy.intro
  return (
    <>
      <PageHeader h1={h1} intro={intro}>
        <div className="mt-6 max-w-xl">
          <h2 className="sr-only">{copy.searchHeading}</h2>
          <SearchBox id="not-found-search" label={copy.searchLabel} />
        </div>
      </PageHeader>
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <nav aria-labelledby="not-found-sections">
          <h2 id="not-found-sections" className="text-xl font-semibold text-primary">
            {copy.sectionsHeading}
          </h2>
          <ArrowLinks links={MAIN_SECTIONS} />
        </nav>
        <nav aria-labelledby="not-found-services">
          <h2 id="not-found-services" className="text-xl font-semibold text-primary">
            {copy.servicesHeading}
          </h2>
          <ArrowLinks links={POPULAR_SERVICES} />
        </nav>
        <section aria-labelledby="not-found-help" className="self-start rounded-xl bg-muted p-6">
          <h2 id="not-found-help" className="text-xl font-semibold text-primary">
            {copy.helpHeading}
          </h2>
          <p className="mt-3 text-muted-foreground">{copy.helpText}</p>
          <p className="mt-4">
            <PhoneLink place="not_found" className="inline-flex min-h-9 items-center gap-2 font-semibold link">
              <Icon icon={Phone} className="size-4" />
              {siteConfig.phone}
            </PhoneLink>
          </p>
          <p className="text-sm text-muted-foreground">{siteConfig.hours.label}</p>
          <p className="mt-3">
            <EmailLink />
          </p>
        </section>
      </div>
    </>
  )
}
