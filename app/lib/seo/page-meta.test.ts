import { describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { principal } from '~/lib/content-folder/firm-content.server'
import { aiCopyPath, buildMeta, type PageMeta, PageMetaError, pageTitle, personNodeAmong } from './page-meta'
import { rootLoaderData } from './person-node.server'

const origin = siteConfig.siteUrl.replace(/\/+$/, '')
const firm = siteConfig.name

const page: PageMeta = {
  title: 'Business Valuation',
  description: 'Fair market and fair value opinions for disputes, transactions and estates.',
  path: '/services/business-valuation',
  h1: 'Business valuation',
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'Business Valuation', path: '/services/business-valuation' },
  ],
}

/** The matches a meta function receives: the root route's data brings the principal's Person node. */
const matches = [
  { id: 'root', data: rootLoaderData() },
  { id: 'routes/service-hub', data: { meta: page } },
]

type Graph = { '@context': string; '@graph': Record<string, unknown>[] }

function graphOf(descriptors: ReturnType<typeof buildMeta>): Graph {
  const blocks = descriptors.filter((d) => 'script:ld+json' in d)
  expect(blocks).toHaveLength(1)
  return (blocks[0] as { 'script:ld+json': Graph })['script:ld+json']
}

describe('pageTitle and aiCopyPath', () => {
  it('appends the firm to the page title', () => {
    expect(pageTitle('Contact Us')).toBe(`Contact Us | ${firm}`)
  })

  it('maps a page path to its AI copy', () => {
    expect(aiCopyPath('/')).toBe('/ai/pages/index.json')
    expect(aiCopyPath('/about')).toBe('/ai/pages/about.json')
    expect(aiCopyPath('/services/life-care-planning/texas/houston')).toBe(
      '/ai/pages/services/life-care-planning/texas/houston.json',
    )
  })
})

describe('buildMeta', () => {
  it('pins the tags of an indexable page', () => {
    const descriptors = buildMeta(page, matches)
    const title = `Business Valuation | ${firm}`
    const imageAlt = `${firm}: ${siteConfig.tagline}`
    expect(descriptors.filter((d) => !('script:ld+json' in d))).toEqual([
      { title },
      { name: 'description', content: page.description },
      { tagName: 'link', rel: 'canonical', href: `${origin}/services/business-valuation` },
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/json',
        href: '/ai/pages/services/business-valuation.json',
      },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: firm },
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: `${origin}/services/business-valuation` },
      { property: 'og:image', content: `${origin}/og-default.png` },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: imageAlt },
      // The card's title, description and image: X falls back to og:title, og:description and og:image.
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image:alt', content: imageAlt },
    ])
  })

  it('adds the site-wide nodes and the breadcrumb trail to every page', () => {
    const graph = graphOf(buildMeta(page, matches))
    expect(graph['@context']).toBe('https://schema.org')
    expect(graph['@graph'].map((node) => node['@type'])).toEqual([
      ['Organization', 'ProfessionalService'],
      'WebSite',
      'Person',
      'BreadcrumbList',
    ])
    expect(graph['@graph'][3]).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${origin}/services` },
        { '@type': 'ListItem', position: 3, name: 'Business Valuation', item: `${origin}/services/business-valuation` },
      ],
    })
  })

  it("takes the Person node from the root route's data, and leaves it out when the matches do not hold it", () => {
    expect(personNodeAmong(matches)).toMatchObject({ '@type': 'Person', name: principal().name })
    expect(graphOf(buildMeta(page))['@graph'].map((node) => node['@type'])).toEqual([
      ['Organization', 'ProfessionalService'],
      'WebSite',
      'BreadcrumbList',
    ])
    expect(personNodeAmong([{ id: 'routes/home', data: rootLoaderData() }, undefined])).toBeUndefined()
  })

  it("appends the page's own structured data without its @context, and keeps a trail the page supplied", () => {
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] }
    const trail = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] }
    const graph = graphOf(buildMeta({ ...page, structuredData: [faq, trail] }, matches))
    expect(graph['@graph'].slice(3)).toEqual([
      { '@type': 'FAQPage', mainEntity: [] },
      { '@type': 'BreadcrumbList', itemListElement: [] },
    ])
  })

  it('marks a noindex page and gives it no canonical, no AI copy link and no trail', () => {
    const descriptors = buildMeta({ ...page, noindex: true })
    expect(descriptors).toContainEqual({ name: 'robots', content: 'noindex, follow' })
    expect(descriptors.some((d) => 'rel' in d)).toBe(false)
    expect(descriptors.some((d) => 'property' in d && d.property === 'og:url')).toBe(false)
    expect(graphOf(descriptors)['@graph'].map((node) => node['@type'])).not.toContain('BreadcrumbList')
  })

  it('answers a missing page with a noindex title', () => {
    expect(buildMeta(undefined)).toEqual([
      { title: `Page Not Found | ${firm}` },
      { name: 'robots', content: 'noindex, follow' },
    ])
  })

  it('fails the build on a description over 160 characters or an empty one', () => {
    expect(() => buildMeta({ ...page, description: 'x'.repeat(161) })).toThrow(PageMetaError)
    expect(() => buildMeta({ ...page, description: 'x'.repeat(161) })).toThrow(/161 characters/)
    expect(() => buildMeta({ ...page, description: '   ' })).toThrow(/description is empty/)
    expect(() => buildMeta({ ...page, description: 'x'.repeat(160) })).not.toThrow()
  })

  it('fails the build on an empty title or h1, a doubled firm name or an unclean path', () => {
    expect(() => buildMeta({ ...page, title: '' })).toThrow(/title is empty/)
    expect(() => buildMeta({ ...page, title: pageTitle('Twice') })).toThrow(/already carries the firm name/)
    expect(() => buildMeta({ ...page, h1: ' ' })).toThrow(/h1 is empty/)
    expect(() => buildMeta({ ...page, path: '/about/' })).toThrow(/clean absolute path/)
    expect(() => buildMeta({ ...page, path: 'about' })).toThrow(/clean absolute path/)
    expect(() => buildMeta({ ...page, path: '/search?q=x' })).toThrow(/clean absolute path/)
  })
})
