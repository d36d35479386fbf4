import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '~/config/site-config'
import { aiCopyFromHtml, decodeEntities, readHead, readMain } from './page-html'

const jsonLd = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Firm' },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 2, name: 'About', item: absoluteUrl('/about') },
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      ],
    },
  ],
}

const page = (head: string, main: string) =>
  `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>${head}</head><body><header><a href="/">Site</a><h2>Menu</h2></header>` +
  `<main id="main" class="flex-1">${main}</main><footer><h2>Footer</h2><p>Footer text</p></footer><script>window.__x = "<main>"</script></body></html>`

const HEAD =
  '<title>About the Firm &amp; Principal | Firm</title><meta name="description" content="Who we are &amp; what we do: &quot;facts&quot;."/>' +
  `<link rel="canonical" href="${absoluteUrl('/about')}"/><link rel="alternate" type="application/json" href="/ai/pages/about.json"/>` +
  `<link rel="modulepreload" href="/assets/x.js"/><script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`

const MAIN =
  '<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>About</li></ol></nav>' +
  '<p class="eyebrow">Since 2012</p>' +
  '<h1 class="text-3xl">About   the <em>firm</em></h1><p>We measure <strong>economic</strong> loss.</p>' +
  '<div><a href="/contact">Contact us</a><a href="tel:+12155550142">Call</a></div>' +
  '<svg aria-hidden="true"><title>icon</title><path d="M0 0"></path></svg>' +
  '<h2>Credentials</h2><ul><li>M.A., Statistics</li><li>CFA<br/>since 2014</li></ul>' +
  '<form><label for="n">Name</label><input id="n"/><select><option>One</option></select><button type="submit">Send request</button></form>' +
  '<div hidden>Hidden text</div><span aria-hidden="true">decorative</span>' +
  '<h3>Publications</h3>' +
  '<a href="/services/life-care-planning" aria-label="Life care planning"><svg></svg></a><a href="#top">Back to top</a><a href="/contact">Contact us</a>'

describe('readHead', () => {
  it('reads the title, description, canonical, alternate link and JSON-LD, decoding entities', () => {
    const head = readHead(page(HEAD, MAIN))
    expect(head.title).toBe('About the Firm & Principal | Firm')
    expect(head.description).toBe('Who we are & what we do: "facts".')
    expect(head.canonical).toBe(absoluteUrl('/about'))
    expect(head.alternateJson).toBe('/ai/pages/about.json')
    expect(head.robots).toBeUndefined()
    expect(head.jsonLd).toEqual([jsonLd])
  })

  it('keeps a JSON-LD block that does not parse as an error entry', () => {
    const head = readHead(
      page(
        '<title>x</title><meta name="robots" content="noindex, follow"/><script type="application/ld+json">{oops</script>',
        '',
      ),
    )
    expect(head.robots).toBe('noindex, follow')
    expect(head.jsonLd).toHaveLength(1)
    expect(head.jsonLd[0]).toMatchObject({ source: '{oops' })
  })

  it('decodes numeric and named entities', () => {
    expect(decodeEntities('a &#x27;b&#39; &lt;c&gt; &nbsp;&unknown;')).toBe("a 'b' <c> \u00a0&unknown;")
  })
})

describe('readMain', () => {
  const main = readMain(page(HEAD, MAIN))

  it('reads the h1 and splits the content into sections of heading and text', () => {
    expect(main.h1).toBe('About the firm')
    expect(main.sections).toEqual([
      { heading: null, level: null, text: 'Since 2012' },
      { heading: 'About the firm', level: 1, text: 'We measure economic loss.\nContact us Call' },
      { heading: 'Credentials', level: 2, text: 'M.A., Statistics\nCFA since 2014\nName' },
      { heading: 'Publications', level: 3, text: 'Back to top Contact us' },
    ])
  })

  it('leaves out the breadcrumb trail, icons, form controls, hidden text and everything outside <main>', () => {
    const text = JSON.stringify(main.sections)
    for (const absent of ['Home', 'icon', 'Send request', 'One', 'Hidden text', 'decorative', 'Footer', 'Menu', 'Site'])
      expect(text).not.toContain(absent)
  })

  it('lists the links once each, with their text or label, and without in-page anchors', () => {
    expect(main.links).toEqual([
      { text: 'Contact us', href: '/contact' },
      { text: 'Call', href: 'tel:+12155550142' },
      { text: 'Life care planning', href: '/services/life-care-planning' },
    ])
  })
})

describe('readMain tables', () => {
  it('keeps each data table row by row, with its caption and column names, so a rule keeps its source', () => {
    const html = page(
      HEAD,
      '<main><h1>Texas</h1><h2>Damages law in Texas</h2><table><caption class="sr-only">Rules of Texas law</caption><thead><tr><th scope="col">Subject</th><th scope="col">Rule</th><th scope="col">Source</th></tr></thead>' +
        '<tbody><tr><th scope="row">Prejudgment interest</th><td>Accrues from the earlier of two dates.</td><td><cite>Tex. Fin. Code § 304.104</cite></td></tr></tbody></table></main>',
    )
    expect(readMain(html).tables).toEqual([
      {
        caption: 'Rules of Texas law',
        columns: ['Subject', 'Rule', 'Source'],
        rows: [['Prejudgment interest', 'Accrues from the earlier of two dates.', 'Tex. Fin. Code § 304.104']],
      },
    ])
  })

  it("says a table's text once: in its rows, not again in the section's text", () => {
    const html = page(
      HEAD,
      '<main><h1>Texas</h1><h2>Damages law in Texas</h2><p>Rules counsel should confirm.</p><table><caption>Rules of Texas law</caption><tbody><tr><td>Prejudgment interest</td><td>Accrues from the earlier of two dates.</td></tr></tbody></table><p>Reviewed yearly.</p></main>',
    )
    const { sections, tables } = readMain(html)
    expect(sections.find((section) => section.heading === 'Damages law in Texas')?.text).toBe(
      'Rules counsel should confirm.\nReviewed yearly.',
    )
    expect(tables[0]?.rows).toEqual([['Prejudgment interest', 'Accrues from the earlier of two dates.']])
  })

  it('finds no table on a page without one', () => {
    expect(readMain(page(HEAD, MAIN)).tables).toEqual([])
  })
})

describe('aiCopyFromHtml', () => {
  it("makes the copy from the page: url, title, description, h1, breadcrumbs in order, sections, links by site path, the other JSON-LD, the page's date", () => {
    const { copy, record } = aiCopyFromHtml(page(HEAD, MAIN), '/about', '2026-01-02T03:04:05Z')
    expect(record).toEqual({
      path: '/about',
      title: 'About the Firm & Principal | Firm',
      description: 'Who we are & what we do: "facts".',
      indexable: true,
      aiCopy: true,
      lastModified: '2026-01-02T03:04:05Z',
    })
    expect(copy).toMatchObject({
      url: absoluteUrl('/about'),
      title: 'About the Firm & Principal | Firm',
      h1: 'About the firm',
      breadcrumbs: [
        { name: 'Home', url: '/' },
        { name: 'About', url: '/about' },
      ],
      // The trail is stated once, as breadcrumbs.
      structuredData: [{ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Firm' }] }],
      dateModified: '2026-01-02T03:04:05Z',
    })
    expect(copy?.sections).toHaveLength(4)
    expect(copy?.links[0]).toEqual({ text: 'Contact us', url: '/contact' })
    expect(copy?.links[1]).toEqual({ text: 'Call', url: 'tel:+12155550142' })
    // Each fact once: the page's path is its url's path.
    expect(copy).not.toHaveProperty('path')
  })

  it('writes no copy for a noindex page and keeps a page with a foreign canonical out of the sitemap', () => {
    const noindex = aiCopyFromHtml(
      page('<title>Gone</title><meta name="robots" content="noindex, follow"/>', '<h1>Gone</h1>'),
      '/gone',
      'x',
    )
    expect(noindex.copy).toBeUndefined()
    expect(noindex.record).toMatchObject({ indexable: false, aiCopy: false })
    const foreign = aiCopyFromHtml(
      page(`<title>Dup</title><link rel="canonical" href="${absoluteUrl('/about')}"/>`, '<h1>Dup</h1>'),
      '/dup',
      'x',
    )
    expect(foreign.copy).toBeDefined()
    expect(foreign.record.indexable).toBe(false)
  })
})
