import { useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useNavigation,
} from 'react-router'
import type { Route } from './+types/root'
import { Analytics } from '~/components/site/analytics'
import { BaseHeadTags, BODY_CLASS, SkipToMain } from '~/components/site/document-parts'
import { FloatingMenu } from '~/components/site/floating-menu'
import { Footer } from '~/components/site/footer'
import { Header } from '~/components/site/header'
import { LinkNavigation } from '~/components/site/link-navigation'
import { RouterNavigationProvider } from '~/components/site/router-navigation'
import { NotFoundContent } from '~/components/sections/not-found-content'
import { Spinner } from '~/components/ui/spinner'
import { NOT_FOUND_COPY } from '~/copy/not-found-copy'
import { NOT_FOUND_DOCUMENT_ATTRIBUTE } from '~/lib/pages/not-found-document'
import { isMissingRouteDataError } from '~/lib/react-router-adapter'
import { fontPreloadLinks } from '~/lib/fonts/preload'
import { buildMeta } from '~/lib/seo/page-meta'
import { rootLoaderData } from '~/lib/seo/person-node.server'
import './app.css'

export const links: Route.LinksFunction = () => [
  ...fontPreloadLinks(),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** Marks the document once the app has hydrated it; browser tests wait for it before interacting. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" dir="ltr">
      <head>
        <BaseHeadTags />
        <Meta />
        <Links />
      </head>
      <body className={BODY_CLASS}>
        <SkipToMain />
        <HydrationMarker />
        <Analytics />
        <LinkNavigation />
        <RouterNavigationProvider>
          <Header />
          {children}
          <Footer />
          <FloatingMenu />
        </RouterNavigationProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** A centered spinner while the next route's code or data loads. */
function NavigationSpinner() {
  const navigation = useNavigation()
  if (navigation.state !== 'loading') return null
  return (
    <div
      data-testid="route-spinner"
      className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-background/40"
    >
      <Spinner label="Loading page" />
    </div>
  )
}

export default function App() {
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <NavigationSpinner />
      <Outlet />
    </main>
  )
}

/**
 * Only the document served for addresses that were not prerendered (404.html) renders this: the
 * not-found page. After hydration the router loads the address and shows not-found or resolves a
 * legacy URL, so what the visitor sees does not change.
 */
export function HydrateFallback() {
  const marker = { [NOT_FOUND_DOCUMENT_ATTRIBUTE]: '' }
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none" {...marker}>
      <NotFoundContent />
    </main>
  )
}

/**
 * The principal's Person node for every page's structured data: made from a content file at build time,
 * so it reaches the browser as data (every prerendered page's, and the not-found document's), never in
 * the bundle.
 */
export function loader() {
  return rootLoaderData()
}

/** Made once at build time for every page: a navigation never asks for it again. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false

/** The meta of that same document; every page route has its own. */
export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({ ...NOT_FOUND_COPY, path: '/404', breadcrumbs: [], noindex: true }, matches)

/** A 404 from a loader, or a route with no prerendered data for this address: both mean the page does not exist. */
function isMissingPage(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404
  return isMissingRouteDataError(error)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isMissingPage(error)
  if (!missing) console.error(error)
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      {missing ? <NotFoundContent /> : <NotFoundContent variant="error" />}
    </main>
  )
}
