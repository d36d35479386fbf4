import { Parser } from 'htmlparser2'
import { type AiCopy, aiCopyOf, type PageRecord } from '../../scripts/build-steps/ai-copies'
import {
  createMainContentReader,
  emptyPageHead,
  type MainContent,
  type PageHead,
} from '../../scripts/build-steps/page-text'

/**
 * A built page read back from its HTML, for the checks that test what a visitor or crawler receives
 * (SEO, uniqueness) and as the oracle the build's data readers are compared with. The build itself
 * never reads a page's HTML (decisions 022 and 032).
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decodes the entities React writes into attribute values and titles. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole
  })
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of tag.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    if (match[1]) attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? '')
  }
  return attributes
}

/**
 * Reads the <head>: title, description, canonical, alternate JSON link, robots and the JSON-LD blocks.
 * React writes the head in one known shape (double-quoted attributes, no comments), so a regex pass is
 * exact here and several times faster than a parser over 21,000 files.
 */
export function readHead(html: string): PageHead {
  const end = html.indexOf('</head>')
  const head = end === -1 ? html : html.slice(0, end)
  const result = emptyPageHead()
  result.title = decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '').trim()
  for (const [, raw = ''] of head.matchAll(/<meta\s([^>]*)>/g)) {
    const attributes = attributesOf(raw)
    if (attributes.name === 'description') result.description = attributes.content ?? ''
    else if (attributes.name === 'robots') result.robots = attributes.content
  }
  for (const [, raw = ''] of head.matchAll(/<link\s([^>]*)>/g)) {
    if (!raw.includes('canonical') && !raw.includes('alternate')) continue
    const attributes = attributesOf(raw)
    if (attributes.rel === 'canonical') result.canonical = attributes.href
    else if (attributes.rel === 'alternate' && attributes.type === 'application/json')
      result.alternateJson = attributes.href
  }
  for (const [, source = ''] of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      result.jsonLd.push(JSON.parse(source))
    } catch (error) {
      result.jsonLd.push({ error: (error as Error).message, source })
    }
  }
  return result
}

const STRIP_BEFORE_PARSE = /<svg\b[\s\S]*?<\/svg>| class="[^"]*"| style="[^"]*"/g

/** Parses a page's HTML <main> with the build's content reader. */
export function readMain(html: string): MainContent {
  const start = html.indexOf('<main')
  const end = html.lastIndexOf('</main>')
  // Icons and class lists are most of the markup and none of the content: dropping them first halves the parse.
  const main =
    start === -1 || end === -1 ? '' : html.slice(start, end + '</main>'.length).replace(STRIP_BEFORE_PARSE, '')
  const reader = createMainContentReader()
  const parser = new Parser(reader, { decodeEntities: true })
  parser.end(main)
  return reader.result()
}

/** A page's AI copy made from its HTML by the build's own rules (aiCopyOf): the tests' fixtures are HTML. */
export function aiCopyFromHtml(
  html: string,
  pagePath: string,
  date: string,
): { copy: AiCopy | undefined; record: PageRecord } {
  return aiCopyOf(readHead(html), () => readMain(html), pagePath, date)
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g

/** A built page's executable inline scripts, read from its markup: the oracle of the hashes the renderer hands over. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '')
}
