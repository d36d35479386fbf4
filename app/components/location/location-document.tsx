import type { MetaDescriptor } from '~/lib/seo/page-meta'
import type { ReactNode } from 'react'
import { BaseHeadTags, BODY_CLASS, SkipToMain } from '~/components/site/document-parts'
import { Footer } from '~/components/site/footer'
import { MetaTags } from '~/components/site/meta-tags'
import { fontPreloadLinks } from '~/lib/fonts/preload'
import { STATIC_ATTRIBUTE } from '~/lib/html/static-page'
import { ISLAND_ATTRIBUTE } from '~/components/islands/island-attributes'
import type { IslandName } from './islands'

/** What the build hands a location page besides its own data: the client files every page links. */
export interface LocationPageAssets {
  /** The site's stylesheets, as every other page links them */
  stylesheets: readonly string[]
  /** The islands entry, started when the page has loaded and painted or at the first interaction */
  islandsStart: string
}

/** An island's server markup in its own element, which display: contents keeps out of the layout. */
function Island({ name, html }: { name: IslandName; html: string }) {
  return <div {...{ [ISLAND_ATTRIBUTE]: name }} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * The document of a state, city or service-in-city page (decision 022): the same head, header, footer
 * and floating menu as every other page (app/root.tsx), around the page's body, with no React Router.
 */
export function LocationDocument({
  meta,
  body,
  islands,
  assets,
}: {
  meta: readonly MetaDescriptor[]
  body: ReactNode
  islands: Record<IslandName, string>
  assets: LocationPageAssets
}) {
  return (
    <html lang="en-US" dir="ltr">
      <head>
        <BaseHeadTags />
        <MetaTags descriptors={meta} />
        {fontPreloadLinks().map(({ href, ...link }) => (
          <link key={href} href={href} {...link} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className={BODY_CLASS}>
        <SkipToMain />
        <Island name="header" html={islands.header} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <div {...{ [STATIC_ATTRIBUTE]: '' }} className="contents">
            {body}
          </div>
        </main>
        <Footer />
        <Island name="floating-menu" html={islands['floating-menu']} />
        <script type="module" dangerouslySetInnerHTML={{ __html: assets.islandsStart }} />
      </body>
    </html>
  )
}
