import { AnchorLink } from '~/components/ui/anchor-link'
import type { PageLink } from '~/config/content-schema/types'
import { siteConfig } from '~/config/site-config'
import { FOOTER_PAGES, FOOTER_SERVICES, LEGAL_LINKS, PAGE_LINKS } from '~/copy/navigation'
import { PhoneLink } from './phone-link'

const PROMISES_SHOWN = ['inquiryResponse', 'freeReview', 'nationwide', 'emergency'] as const

/** A list of the footer's links under its heading. */
function FooterNav({ id, heading, links }: { id: string; heading: string; links: readonly PageLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="footer-links mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <AnchorLink to={link.to}>{link.label}</AnchorLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** What the footer holds: the same on every page. */
export function FooterContent() {
  const { address } = siteConfig
  return (
    <>
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-firm">
          <h2 id="footer-firm" className="text-lg font-semibold">
            {siteConfig.name}
          </h2>
          <p className="mt-2 text-sm text-white/85">{siteConfig.tagline}</p>
          <address className="mt-4 text-sm not-italic text-white/85">
            {address.street}
            <br />
            {`${address.city}, ${address.region} ${address.postalCode}`}
          </address>
          {/* Each link its own line of at least 24 px, so both are targets a finger can hit (WCAG 2.5.8). */}
          <p className="mt-3 flex flex-col items-start text-sm">
            <PhoneLink
              place="footer"
              className="inline-flex min-h-6 items-center font-semibold underline underline-offset-4"
            />
            <a
              href={`mailto:${siteConfig.email}`}
              className="inline-flex min-h-6 items-center underline underline-offset-4"
            >
              {siteConfig.email}
            </a>
          </p>
          <p className="mt-3 text-sm text-white/85">{`Hours: ${siteConfig.hours.label}`}</p>
        </section>
        <FooterNav id="footer-pages" heading="Pages" links={FOOTER_PAGES} />
        <FooterNav id="footer-services" heading="Services" links={FOOTER_SERVICES} />
        <section aria-labelledby="footer-promises">
          <h2 id="footer-promises" className="text-lg font-semibold">
            Our commitments
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-white/90">
            {PROMISES_SHOWN.map((key) => (
              <li key={key}>{siteConfig.promises[key].item}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            <AnchorLink to={PAGE_LINKS.locations.to} className="font-semibold underline underline-offset-4">
              Find us in your state
            </AnchorLink>
          </p>
        </section>
      </div>
      <div className="border-t border-white/20">
        <div className="container-page flex flex-col gap-2 py-4 text-xs text-white/80 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${siteConfig.legalName}. Serving attorneys, insurers, businesses and public agencies since ${siteConfig.foundingYear}.`}</p>
          <nav aria-label="Legal">
            <ul className="flex gap-4">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <AnchorLink to={link.to} className="underline underline-offset-4">
                    {link.label}
                  </AnchorLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  )
}
