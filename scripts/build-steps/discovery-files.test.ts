import { describe, expect, it } from 'vitest'
import { listServices } from '~/lib/content-folder/services'
import { absoluteUrl, siteConfig } from '~/config/site-config'
import type { PageRecord } from './ai-copies'
import { buildLlmsTxt, buildRobotsTxt, WELCOME_CRAWLERS } from './discovery-files'

describe('robots.txt', () => {
  const robots = buildRobotsTxt()
  const lines = robots.split('\n')

  it('uses only valid directives, each "Field: value"', () => {
    for (const line of lines) {
      if (line === '' || line.startsWith('#')) continue
      expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/)
    }
  })

  it('welcomes every crawler, AI crawlers by name, in one group that allows the whole site', () => {
    const group = lines.slice(lines.indexOf('User-agent: *'))
    const agents = group.filter((line) => line.startsWith('User-agent: ')).map((line) => line.slice(12))
    expect(agents).toEqual(['*', ...WELCOME_CRAWLERS])
    for (const bot of ['GPTBot', 'ClaudeBot', 'PerplexityBot', 'Google-Extended', 'CCBot'])
      expect(agents).toContain(bot)
    expect(lines).toContain('Allow: /')
    expect(lines).not.toContain('Disallow: /')
    const rules = lines.filter((line) => /^(Allow|Disallow):/.test(line))
    const firstRule = lines.indexOf(rules[0] ?? '')
    expect(lines.slice(firstRule).some((line) => line.startsWith('User-agent'))).toBe(false)
  })

  it('names the sitemap index by its absolute URL', () => {
    expect(lines).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  })
})

describe('llms.txt', () => {
  const record = (path: string, title: string, description: string, aiCopy = true): PageRecord => ({
    path,
    title: `${title} | ${siteConfig.name}`,
    description,
    indexable: aiCopy,
    aiCopy,
    lastModified: '2026-01-02T03:04:05Z',
  })
  const service = listServices()[0]
  const pages: PageRecord[] = [
    record('/', 'Home title', 'Home description.'),
    record('/about', 'About', 'About description.'),
    record(`/services/${service?.slug}`, service?.title ?? '', 'Service description.'),
    record('/texas', 'Forensic Economist in Texas', 'Texas description.'),
    record('/hidden', 'Hidden', 'Not listed.', false),
  ]
  const text = buildLlmsTxt(pages)

  it('starts with an H1 of the firm name and a summary blockquote', () => {
    const lines = text.split('\n')
    expect(lines[0]).toBe(`# ${siteConfig.name}`)
    expect(lines[2]).toMatch(/^> /)
    expect(text).toContain(siteConfig.phone)
    expect(text).toContain(siteConfig.hours.label)
  })

  it('links the key pages with their AI copies, without the firm suffix in the link text', () => {
    expect(text).toContain(
      `- [Home title](${absoluteUrl('/')}): Home description. ([JSON copy](${absoluteUrl('/ai/pages/index.json')}))`,
    )
    expect(text).toContain(
      `- [About](${absoluteUrl('/about')}): About description. ([JSON copy](${absoluteUrl('/ai/pages/about.json')}))`,
    )
    expect(text).toContain(`([JSON copy](${absoluteUrl(`/ai/pages/services/${service?.slug}.json`)}))`)
    expect(text).toContain('## Firm')
    expect(text).toContain('## Services')
    expect(text).toContain('## States')
    expect(text).not.toContain('Hidden')
    expect(text).not.toContain('## Case types')
  })

  it('says which pages the sitemap lists, never that it lists them all (decision 017)', () => {
    expect(text).not.toMatch(/All pages are listed/i)
    expect(text).toContain(`${absoluteUrl('/sitemap.xml')} lists the indexed pages`)
    expect(text).toMatch(/advisory service's page for a city .* asks not to be indexed and has no JSON copy/)
  })
})
