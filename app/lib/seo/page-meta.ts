import { absoluteUrl, siteConfig } from '~/config/site-config'
import { type Crumb, pageGraphJsonLd, serviceJsonLd, type ServiceArea } from './structured-data'

/** One element of a page's head, as the meta builder describes it and MetaTags writes it. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { 'script:ld+json': object }
  | { tagName: 'meta' | 'link'; [attribute: string]: string }

/** What every page's loader returns about itself; the one meta builder turns it into tags. */
export interface PageMeta {
  /** The builder appends " | {Firm}" */
  title: string
  description: string
  path: string
  h1: string
  breadcrumbs: Crumb[]
  noindex?: boolean
  /** Page-specific JSON-LD; the builder adds the site-wide nodes and the BreadcrumbList */
  structuredData?: object[]
}

type MatchedData = readonly ({ id: string; data?: unknown } | undefined)[]

export function personNodeAmong(matches: MatchedData | undefined): object | undefined {
  const person = (matches?.find((match) => match?.id === 'root')?.data as { person?: unknown } | undefined)?.person
  return person && typeof person === 'object' ? person : undefined
}

// A service-in-city page's data carries the area, not the node, so the node is written in the page once.
export function withServiceNode(page: PageMeta, areaServed: ServiceArea): PageMeta {
  return {
    ...page,
    structuredData: [serviceJsonLd({ title: page.title, description: page.description, path: page.path, areaServed })],
  }
}

export const MAX_DESCRIPTION_LENGTH = 160

// public/og-default.png is drawn at exactly this size.
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const

const TITLE_SEPARATOR = ' | '

export function pageTitle(title: string): string {
  return `${title}${TITLE_SEPARATOR}${siteConfig.name}`
}

export function aiCopyPath(path: string): string {
  return path === '/' ? '/ai/pages/index.json' : `/ai/pages${path.replace(/\/+$/, '')}.json`
}

export class PageMetaError extends Error {
  constructor(path: string, problem: string) {
    super(`Page meta for "${path}": ${problem}`)
    this.name = 'PageMetaError'
  }
}

function assertValidPageMeta(page: PageMeta): void {
  const fail = (problem: string) => {
    throw new PageMetaError(page.path, problem)
  }
  if (!page.path.startsWith('/') || /[?#\s]/.test(page.path) || (page.path !== '/' && page.path.endsWith('/'))) {
    fail('the path must be a clean absolute path without a trailing slash')
  }
  if (!page.title.trim()) fail('the title is empty')
  if (page.title.endsWith(`${TITLE_SEPARATOR}${siteConfig.name}`))
    fail('the title already carries the firm name; the builder adds it')
  const description = page.description.trim()
  if (!description) fail('the description is empty')
  if (page.description.length > MAX_DESCRIPTION_LENGTH) {
    fail(
      `the description has ${page.description.length} characters, more than ${MAX_DESCRIPTION_LENGTH}: "${page.description}"`,
    )
  }
  if (!page.h1.trim()) fail('the h1 is empty')
}

export function buildMeta(page: PageMeta | undefined, matches?: MatchedData): MetaDescriptor[] {
  if (!page) return [{ title: pageTitle('Page Not Found') }, { name: 'robots', content: 'noindex, follow' }]
  assertValidPageMeta(page)
  const title = pageTitle(page.title)
  const image = absoluteUrl(siteConfig.shareImagePath)
  const imageAlt = `${siteConfig.name}: ${siteConfig.tagline}`
  const descriptors: MetaDescriptor[] = [{ title }, { name: 'description', content: page.description }]
  if (page.noindex) {
    descriptors.push({ name: 'robots', content: 'noindex, follow' })
  } else {
    descriptors.push(
      { tagName: 'link', rel: 'canonical', href: absoluteUrl(page.path) },
      { tagName: 'link', rel: 'alternate', type: 'application/json', href: aiCopyPath(page.path) },
    )
  }
  descriptors.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    ...(page.noindex ? [] : [{ property: 'og:url', content: absoluteUrl(page.path) }]),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: SHARE_IMAGE.type },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: imageAlt },
    // X falls back to og:title, og:description and og:image (developer.x.com/cards/markup), not for the card type or alt text.
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: imageAlt },
  )
  descriptors.push({
    'script:ld+json': pageGraphJsonLd({
      breadcrumbs: page.noindex ? [] : page.breadcrumbs,
      nodes: page.structuredData,
      person: personNodeAmong(matches),
    }),
  })
  return descriptors
}
