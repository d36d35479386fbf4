import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  listCaseTypePaths,
  listCityPaths,
  listFixedPagePaths,
  listIndexedServiceCityPaths,
  listNoindexPagePaths,
  listPagePaths,
  listServiceCityPaths,
  listServiceHubPaths,
  listStatePaths,
} from '~/lib/content-folder/paths'
import { aiCopyPath, MAX_DESCRIPTION_LENGTH } from '~/lib/seo/page-meta'
import { REQUEST_RECEIVED_PATH, requestReceivedPath } from '~/lib/routing'
import { principal } from '~/lib/content-folder/firm-content.server'
import { firmClaims } from '~/lib/firm/claims'
import { siteConfig } from '~/config/site-config'
import { listHtmlFiles, pagePathOf } from '../../scripts/build-steps/context'
import type { PageHead } from '../../scripts/build-steps/page-text'
import { readHead } from '../support/page-html'
import { baseUrl } from './support'

/**
 * Reads the whole build the way a crawler would, without a browser: every page's head, its JSON-LD,
 * its AI copy and the sitemaps. One pass over ~21,000 files, then each check reports every offender.
 */
const clientDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')
const FIRM_SUFFIX = ` | ${siteConfig.name}`

type Node = Record<string, unknown>

interface Page {
  path: string
  head: PageHead
  nodes: Node[]
}

const pages = new Map<string, Page>()
let notFound: Page
let origin = ''

function nodesOf(blocks: readonly unknown[]): Node[] {
  return blocks.flatMap((block) => {
    const graph = (block as { '@graph'?: unknown })['@graph']
    return Array.isArray(graph) ? (graph as Node[]) : [block as Node]
  })
}

function typesOf(node: Node): string[] {
  const type = node['@type']
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : []
}

function nodeOfType(page: Page, type: string): Node | undefined {
  return page.nodes.find((node) => typesOf(node).includes(type))
}

/** Up to 15 offenders, so a failure names what to fix without flooding the report. */
function offenders(list: string[]): string[] {
  return list.length > 15 ? [...list.slice(0, 15), `... and ${list.length - 15} more`] : list
}

/** Prerendered but kept out of search engines (the request-received page, advisory services in cities): checked apart from the rest. */
const NOINDEX_PATHS: ReadonlySet<string> = new Set(listNoindexPagePaths())
const noindexPages = new Map<string, Page>()

function fileOf(pagePath: string): string {
  return pagePath === '/' ? '/index.html' : `${pagePath}/index.html`
}

beforeAll(() => {
  for (const file of listHtmlFiles(clientDir)) {
    const head = readHead(fs.readFileSync(path.join(clientDir, file), 'utf8'))
    const page: Page = {
      path: file === '/404.html' ? '/404.html' : pagePathOf(file),
      head,
      nodes: nodesOf(head.jsonLd),
    }
    if (file === '/404.html') notFound = page
    else if (NOINDEX_PATHS.has(page.path)) noindexPages.set(page.path, page)
    else pages.set(page.path, page)
  }
  const home = pages.get('/')
  origin = home?.head.canonical ? new URL(home.head.canonical).origin : ''
}, 600_000)

describe('every page of the build', { timeout: 300_000 }, () => {
  it('was read: the home page, the not-found page and the pages of the content listers', () => {
    expect(pages.size).toBeGreaterThan(20)
    expect(pages.has('/')).toBe(true)
    expect(notFound).toBeDefined()
    const known = new Set(listPagePaths())
    expect(offenders([...pages.keys()].filter((page) => !known.has(page)))).toEqual([])
  })

  it('has a title "{Page} | {Firm}" that no other page has', () => {
    const seen = new Map<string, string>()
    const bad: string[] = []
    for (const page of pages.values()) {
      const { title } = page.head
      if (!title.endsWith(FIRM_SUFFIX) || title.length <= FIRM_SUFFIX.length) bad.push(`${page.path}: "${title}"`)
      const other = seen.get(title)
      if (other) bad.push(`duplicate title "${title}": ${other} and ${page.path}`)
      seen.set(title, page.path)
    }
    expect(offenders(bad)).toEqual([])
  })

  it(`has a description of 1 to ${MAX_DESCRIPTION_LENGTH} characters that no other page has`, () => {
    const seen = new Map<string, string>()
    const bad: string[] = []
    for (const page of pages.values()) {
      const { description } = page.head
      if (!description.trim() || description.length > MAX_DESCRIPTION_LENGTH)
        bad.push(`${page.path}: ${description.length} characters`)
      const other = seen.get(description)
      if (other) bad.push(`duplicate description "${description}": ${other} and ${page.path}`)
      seen.set(description, page.path)
    }
    expect(offenders(bad)).toEqual([])
  })

  it('has an absolute canonical URL naming itself, on one origin, and no noindex', () => {
    const bad: string[] = []
    expect(origin).toMatch(/^https?:\/\//)
    for (const page of pages.values()) {
      const { canonical, robots } = page.head
      if (!canonical) bad.push(`${page.path}: no canonical`)
      else if (canonical !== (page.path === '/' ? `${origin}/` : `${origin}${page.path}`))
        bad.push(`${page.path}: canonical ${canonical}`)
      if (robots && /noindex/i.test(robots)) bad.push(`${page.path}: robots ${robots}`)
    }
    expect(offenders(bad)).toEqual([])
  })

  /** The page's JSON-LD split as its AI copy states it: the breadcrumb trail (as site paths) and the other nodes. */
  function asCopyStates(jsonLd: readonly unknown[]): {
    breadcrumbs: { name: string; url: string }[]
    structuredData: unknown[]
  } {
    const isList = (node: unknown) => (node as { '@type'?: unknown } | null)?.['@type'] === 'BreadcrumbList'
    const nodes = jsonLd.flatMap(
      (block) =>
        ((block as { '@graph'?: unknown[] })['@graph'] ?? [block]) as {
          '@type'?: unknown
          itemListElement?: { name: string; item: string }[]
        }[],
    )
    const trail = nodes.find(isList)?.itemListElement ?? []
    return {
      breadcrumbs: trail.map((item) => ({
        name: item.name,
        url: item.item.startsWith(`${origin}/`) ? item.item.slice(origin.length) : item.item,
      })),
      structuredData: jsonLd
        .filter((block) => !isList(block))
        .map((block) => {
          const graph = (block as { '@graph'?: unknown[] })['@graph']
          return graph ? { ...(block as object), '@graph': graph.filter((node) => !isList(node)) } : block
        }),
    }
  }

  it('links its AI copy, which exists and states the same url, title, description, breadcrumb trail and structured data', () => {
    const bad: string[] = []
    for (const page of pages.values()) {
      const expected = aiCopyPath(page.path)
      if (page.head.alternateJson !== expected) {
        bad.push(`${page.path}: alternate JSON link ${page.head.alternateJson ?? 'missing'}`)
        continue
      }
      const file = path.join(clientDir, expected)
      if (!fs.existsSync(file)) {
        bad.push(`${page.path}: no AI copy at ${expected}`)
        continue
      }
      const copy = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
      if (
        copy.url !== page.head.canonical ||
        copy.title !== page.head.title ||
        copy.description !== page.head.description
      )
        bad.push(`${page.path}: AI copy disagrees with the page`)
      if (typeof copy.h1 !== 'string' || !copy.h1 || !Array.isArray(copy.sections) || copy.sections.length === 0)
        bad.push(`${page.path}: AI copy has no h1 or content`)
      if (
        !Array.isArray(copy.links) ||
        !Array.isArray(copy.breadcrumbs) ||
        typeof copy.dateModified !== 'string' ||
        Number.isNaN(Date.parse(copy.dateModified))
      )
        bad.push(`${page.path}: AI copy misses links, breadcrumbs or date`)
      // The trail is stated once, as breadcrumbs; the rest of the JSON-LD as it is on the page.
      const stated = asCopyStates(page.head.jsonLd)
      if (JSON.stringify(copy.breadcrumbs) !== JSON.stringify(stated.breadcrumbs))
        bad.push(`${page.path}: AI copy breadcrumbs differ from the page's trail`)
      if (JSON.stringify(copy.structuredData) !== JSON.stringify(stated.structuredData))
        bad.push(`${page.path}: AI copy structured data differs`)
    }
    expect(offenders(bad)).toEqual([])
  })

  it('has valid JSON-LD: it parses, every node is typed, every URL is absolute, and the breadcrumb trail ends at the page', () => {
    const bad: string[] = []
    const checkUrls = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item) => checkUrls(item, where))
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (
            ['url', 'item', 'urlTemplate', '@id', 'logo', 'image'].includes(key) &&
            typeof inner === 'string' &&
            !/^https?:\/\//.test(inner)
          )
            bad.push(`${where}: ${key} "${inner}" is not absolute`)
          checkUrls(inner, where)
        }
      }
    }
    for (const page of [...pages.values(), notFound]) {
      if (page.head.jsonLd.length === 0) bad.push(`${page.path}: no JSON-LD`)
      for (const block of page.head.jsonLd) {
        const entry = block as Node
        if ('error' in entry && 'source' in entry)
          bad.push(`${page.path}: JSON-LD does not parse: ${String(entry.error)}`)
        else if (entry['@context'] !== 'https://schema.org')
          bad.push(`${page.path}: JSON-LD without the schema.org @context`)
      }
      for (const node of page.nodes) if (typesOf(node).length === 0) bad.push(`${page.path}: a node without @type`)
      checkUrls(page.head.jsonLd, page.path)
      if (page === notFound) continue
      const trail = nodeOfType(page, 'BreadcrumbList')
      const items = (trail?.itemListElement ?? []) as Node[]
      if (items.length === 0) bad.push(`${page.path}: no BreadcrumbList`)
      else if (items.at(-1)?.item !== page.head.canonical || items.some((item, index) => item.position !== index + 1))
        bad.push(`${page.path}: BreadcrumbList does not end at the page`)
    }
    expect(offenders(bad)).toEqual([])
  })
})

describe('the sitemaps', { timeout: 300_000 }, () => {
  const sitemapFiles = () => {
    const index = fs.readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')
    return [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
  }

  it('is an index whose children exist, each within 50,000 URLs and 50 MB, every URL with lastmod', () => {
    const children = sitemapFiles()
    expect(children.length).toBeGreaterThanOrEqual(3)
    for (const child of children) {
      const file = path.join(clientDir, child)
      expect(fs.existsSync(file), child).toBe(true)
      const xml = fs.readFileSync(file, 'utf8')
      const urls = xml.match(/<url>/g)?.length ?? 0
      expect(urls).toBeLessThanOrEqual(50_000)
      expect(fs.statSync(file).size).toBeLessThanOrEqual(50 * 1024 * 1024)
      expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:]+Z<\/lastmod>/g)?.length).toBe(urls)
    }
  })

  it('lists exactly the pages of the build: no URL without a page, no page left out', () => {
    const listed: string[] = []
    for (const child of sitemapFiles()) {
      const xml = fs.readFileSync(path.join(clientDir, child), 'utf8')
      for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.push(match[1] ?? '')
    }
    const bad: string[] = []
    for (const url of listed) {
      const parsed = new URL(url)
      const pagePath = parsed.pathname === '/' ? '/' : parsed.pathname.replace(/\/$/, '')
      if (parsed.origin !== origin) bad.push(`${url}: not on ${origin}`)
      if (!pages.has(pagePath) || !fs.existsSync(path.join(clientDir, fileOf(pagePath)))) bad.push(`${url}: no page`)
    }
    expect(offenders(bad)).toEqual([])
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed.length).toBe(pages.size)
  })
})

describe('JSON-LD on one page of every screen type', () => {
  const firstBuilt = (paths: readonly string[]) => paths.find((candidate) => pages.has(candidate))
  const screens: [string, () => string | undefined][] = [
    ['home', () => '/'],
    ['fixed page', () => firstBuilt(listFixedPagePaths().filter((page) => page !== '/'))],
    ['service hub', () => firstBuilt(listServiceHubPaths())],
    ['case type', () => firstBuilt(listCaseTypePaths())],
    ['state', () => firstBuilt(listStatePaths())],
    ['city', () => firstBuilt(listCityPaths())],
    ['service in city', () => firstBuilt(listIndexedServiceCityPaths())],
    ['not found', () => '/404.html'],
  ]

  const pageAt = (pagePath: string | undefined): Page => {
    const page = pagePath === '/404.html' ? notFound : pagePath ? pages.get(pagePath) : undefined
    if (!page) throw new Error(`No built page for ${pagePath ?? 'this screen type'}`)
    return page
  }

  it.each(screens)('%s: the firm as Organization and LocalBusiness, from site config', (_screen, pick) => {
    const page = pageAt(pick())
    const firm = nodeOfType(page, 'Organization')
    expect(firm, 'Organization node').toBeDefined()
    expect(
      typesOf(firm ?? {}).some((type) =>
        ['LocalBusiness', 'ProfessionalService', 'LegalService', 'AccountingService'].includes(type),
      ),
    ).toBe(true)
    const { address, hours } = siteConfig
    expect(firm).toMatchObject({
      '@id': `${origin}/#organization`,
      name: siteConfig.name,
      url: `${origin}/`,
      telephone: siteConfig.phone,
      email: siteConfig.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: address.street,
        addressLocality: address.city,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: [...hours.days], opens: hours.opens, closes: hours.closes },
      ],
      foundingDate: String(siteConfig.foundingYear),
      areaServed: { '@type': 'Country', name: 'United States' },
    })
    expect(JSON.stringify(firm?.logo)).toContain(`${origin}${siteConfig.logoPath}`)
    if (siteConfig.aggregateRating) {
      expect(firm?.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        ratingValue: siteConfig.aggregateRating.ratingValue,
        reviewCount: siteConfig.aggregateRating.reviewCount,
      })
    } else {
      expect(firm).not.toHaveProperty('aggregateRating')
    }
  })

  it.each(screens)('%s: the WebSite with its SearchAction and the principal as Person', (_screen, pick) => {
    const page = pageAt(pick())
    const website = nodeOfType(page, 'WebSite')
    expect(website).toMatchObject({
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
    expect(nodeOfType(page, 'Person')).toMatchObject({
      name: principal().name,
      worksFor: { '@id': `${origin}/#organization` },
    })
  })

  it.each(screens.filter(([screen]) => screen !== 'not found'))(
    '%s: a BreadcrumbList from Home to the page',
    (_screen, pick) => {
      const page = pageAt(pick())
      const items = (nodeOfType(page, 'BreadcrumbList')?.itemListElement ?? []) as Node[]
      expect(items.length).toBeGreaterThanOrEqual(1)
      expect(items[0]).toMatchObject({ '@type': 'ListItem', position: 1, item: `${origin}/` })
      expect(items.at(-1)?.item).toBe(page.head.canonical)
      for (const item of items) expect(typeof item.name === 'string' && item.name.length > 0).toBe(true)
    },
  )

  it.each([
    ['service hub', () => firstBuilt(listServiceHubPaths()), 'Country'],
    ['service in city', () => firstBuilt(listIndexedServiceCityPaths()), 'City'],
  ] as const)('%s: a Service provided by the firm with its area served', (_screen, pick, areaType) => {
    const page = pageAt(pick())
    const service = nodeOfType(page, 'Service')
    expect(service, 'Service node').toBeDefined()
    expect(service).toMatchObject({
      url: page.head.canonical,
      provider: { '@id': `${origin}/#organization` },
      areaServed: { '@type': areaType },
    })
    expect(typeof service?.name === 'string' && service.name.length > 0).toBe(true)
    if (areaType === 'City') expect(service?.areaServed).toMatchObject({ containedInPlace: { '@type': 'State' } })
  })

  it('home: an FAQPage whose questions are on the page', () => {
    const page = pageAt('/')
    const faq = nodeOfType(page, 'FAQPage')
    expect(faq, 'FAQPage node').toBeDefined()
    const questions = (faq?.mainEntity ?? []) as Node[]
    expect(questions.length).toBeGreaterThan(0)
    const copy = fs.readFileSync(path.join(clientDir, aiCopyPath('/')), 'utf8')
    for (const question of questions) {
      expect(question).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } })
      expect(copy).toContain(JSON.stringify(String(question.name)).slice(1, -1))
    }
  })

  it('/about: a ProfilePage whose main entity is the principal, with every credential the page lists and counts', () => {
    const page = pageAt('/about')
    const profile = nodeOfType(page, 'ProfilePage')
    expect(profile, 'ProfilePage node').toMatchObject({
      url: page.head.canonical,
      mainEntity: { '@id': `${origin}/about#principal` },
    })
    const person = page.nodes.find((node) => node['@id'] === (profile?.mainEntity as Node | undefined)?.['@id'])
    expect(person).toMatchObject({
      '@type': 'Person',
      name: principal().name,
      worksFor: { '@id': `${origin}/#organization` },
    })
    const credentials = (person?.hasCredential ?? []) as Node[]
    const { degrees, certifications } = principal()
    expect(credentials.map((credential) => credential.name)).toEqual([
      ...degrees.map((degree) => `${degree.abbreviation}, ${degree.field}`),
      ...certifications.map((certification) => `${certification.name} (${certification.abbreviation})`),
    ])
    if (principal().sameAs?.length) expect(person?.sameAs).toEqual(principal().sameAs)
    else expect(person).not.toHaveProperty('sameAs')
    // the count on the page and the certifications in the markup: one list
    const html = fs.readFileSync(path.join(clientDir, 'about', 'index.html'), 'utf8')
    const shown = new RegExp(`<dt[^>]*>${firmClaims().certifications.label}</dt><dd[^>]*>(\\d+)</dd>`).exec(html)
    expect(Number(shown?.[1])).toBe(
      credentials.filter((credential) => credential.credentialCategory === 'certification').length,
    )
    for (const credential of credentials) expect(html).toContain(String(credential.name).replace(/&/g, '&amp;'))
    // the organization keeps one areaServed, not a LocalBusiness per city
    expect(page.nodes.filter((node) => typesOf(node).includes('ProfessionalService'))).toHaveLength(1)
    expect(nodeOfType(page, 'Organization')?.areaServed).toEqual({ '@type': 'Country', name: 'United States' })
  })

  it.each(['/contact', '/schedule-consultation'])('%s: a HowTo whose steps are numbered', (pagePath) => {
    const page = pageAt(pagePath)
    const howTo = nodeOfType(page, 'HowTo')
    expect(howTo, 'HowTo node').toBeDefined()
    const steps = (howTo?.step ?? []) as Node[]
    expect(steps.length).toBeGreaterThan(0)
    steps.forEach((step, index) => expect(step).toMatchObject({ '@type': 'HowToStep', position: index + 1 }))
  })

  it('the noindex pages were built: noindex, with no canonical, no AI copy and no breadcrumb markup', () => {
    expect(noindexPages.has(REQUEST_RECEIVED_PATH)).toBe(true)
    // A case type's request-received page too (a sample build keeps the first pages of each route).
    expect(noindexPages.has(requestReceivedPath('personal-injury'))).toBe(true)
    expect(noindexPages.size).toBeGreaterThan(2)
    for (const page of noindexPages.values()) {
      expect(page.head.robots, page.path).toBe('noindex, follow')
      expect(page.head.canonical, page.path).toBeUndefined()
      expect(page.head.alternateJson, page.path).toBeUndefined()
      expect(fs.existsSync(path.join(clientDir, aiCopyPath(page.path))), page.path).toBe(false)
      expect(nodeOfType(page, 'BreadcrumbList'), page.path).toBeUndefined()
    }
  })

  it('index policy (decision 017): an advisory service in a city is noindex, follow; a litigation service in a city is indexed', () => {
    const advisory = listServiceCityPaths().find((page) => noindexPages.has(page))
    expect(advisory, 'a built advisory service-in-city page').toMatch(/^\/services\//)
    expect(noindexPages.get(advisory!)?.head.robots).toBe('noindex, follow')
    const litigation = firstBuilt(listIndexedServiceCityPaths())
    expect(litigation, 'a built litigation service-in-city page').toBeDefined()
    const page = pages.get(litigation!)!
    expect(page.head.robots).toBeUndefined()
    expect(page.head.canonical).toBe(`${origin}${litigation!}`)
    expect(fs.existsSync(path.join(clientDir, aiCopyPath(litigation!)))).toBe(true)
  })

  it('not found: noindex, with no canonical and no AI copy link', () => {
    expect(notFound.head.robots).toMatch(/noindex/)
    expect(notFound.head.canonical).toBeUndefined()
    expect(notFound.head.alternateJson).toBeUndefined()
    expect(nodeOfType(notFound, 'BreadcrumbList')).toBeUndefined()
  })
})

describe('discovery files over HTTP', () => {
  it("serves robots.txt, llms.txt, the sitemap index and the home page's AI copy", async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`)
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`)

    const llms = await fetch(`${baseUrl()}/llms.txt`)
    expect(llms.status).toBe(200)
    const text = await llms.text()
    expect(text.startsWith(`# ${siteConfig.name}\n`)).toBe(true)
    expect(text).toContain(`${origin}/ai/pages/index.json`)

    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`)
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toMatch(/xml/)

    const copy = await fetch(`${baseUrl()}/ai/pages/index.json`)
    expect(copy.status).toBe(200)
    expect(copy.headers.get('content-type')).toMatch(/^application\/json/)
    expect(((await copy.json()) as { url: string }).url).toBe(`${origin}/`)
  })

  it('answers an unknown path with 404 and the noindex not-found page, and a legacy URL with a 301', async () => {
    const missing = await fetch(`${baseUrl()}/no-such-page-anywhere`, { redirect: 'manual' })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toMatch(/<meta name="robots" content="noindex/)
    const legacy = await fetch(`${baseUrl()}/forensic-economist-TX?utm_source=old`, { redirect: 'manual' })
    expect(legacy.status).toBe(301)
    expect(legacy.headers.get('location')).toBe('/texas?utm_source=old')
  })

  it('ships _redirects with the emergency page rule', () => {
    const rules = fs.readFileSync(path.join(clientDir, '_redirects'), 'utf8')
    expect(rules).toContain('/emergency-consultation /contact 301')
  })
})
