/**
 * What a page says: the head's meta and JSON-LD, and the <main> element's headings, text, links and
 * tables, read from element events. The build feeds it the host tree a page is rendered into
 * (page-text-from-tree); the tests feed it a built page's HTML (tests/support/page-html.ts).
 */
export interface PageHead {
  title: string
  description: string
  canonical: string | undefined
  alternateJson: string | undefined
  robots: string | undefined
  /** Every JSON-LD block, parsed; a block that does not parse is kept as { error, source } */
  jsonLd: unknown[]
}

/** A head with nothing read yet. */
export function emptyPageHead(): PageHead {
  return { title: '', description: '', canonical: undefined, alternateJson: undefined, robots: undefined, jsonLd: [] }
}

export interface ContentSection {
  heading: string | null
  level: number | null
  text: string
}

export interface ContentLink {
  text: string
  href: string
}

/** A data table of the page (a state's damages rules, say), kept as rows so each row keeps its source. */
export interface ContentTable {
  caption: string
  columns: string[]
  rows: string[][]
}

export interface MainContent {
  h1: string
  sections: ContentSection[]
  links: ContentLink[]
  tables: ContentTable[]
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/** Elements whose text is not page content: code, graphics, form controls, hidden things. */
const SKIPPED = new Set([
  'script',
  'style',
  'svg',
  'noscript',
  'template',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'canvas',
])
/** Elements that end a run of text. */
const BLOCKS = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'td',
  'th',
  'tr',
  'blockquote',
  'figcaption',
  'address',
  'summary',
  'details',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'ul',
  'ol',
  'dl',
  'table',
  'label',
  'legend',
  'fieldset',
  'form',
  'pre',
  'figure',
  'nav',
])
const HEADING = /^h([1-6])$/

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What reads a page's main content: the events of its elements, in document order, and the result. */
export interface MainContentReader {
  onopentag(name: string, attributes: Record<string, string>): void
  ontext(text: string): void
  onclosetag(name: string): void
  /** The content read, once every event is in */
  result(): MainContent
}

/**
 * Reads main content from element events: its h1, its sections (each heading with the text under it),
 * its links and its tables.
 */
export function createMainContentReader(): MainContentReader {
  const sections: ContentSection[] = []
  const links: ContentLink[] = []
  const seenLinks = new Set<string>()
  let h1 = ''
  let current: { heading: string | null; level: number | null; paragraphs: string[] } = {
    heading: null,
    level: null,
    paragraphs: [],
  }
  let run = ''
  let headingLevel = 0
  let headingText = ''
  /** Open elements whose content is skipped; while any is open nothing is collected. */
  const skipped: string[] = []
  let anchor: { href: string; text: string; label: string } | undefined
  /** Links set side by side ("Call us</a><a>Email us") read as separate words. */
  let afterAnchor = false
  const tables: ContentTable[] = []
  let table: (ContentTable & { inHead: boolean; inCaption: boolean }) | undefined
  let row: string[] | undefined
  let cell: string | undefined

  const flushRun = () => {
    const text = squash(run)
    if (text) current.paragraphs.push(text)
    run = ''
  }
  const closeSection = () => {
    flushRun()
    if (current.heading !== null || current.paragraphs.length > 0) {
      sections.push({ heading: current.heading, level: current.level, text: current.paragraphs.join('\n') })
    }
  }

  return {
    onopentag(name, attributes) {
      if (skipped.length > 0) {
        if (!VOID_ELEMENTS.has(name)) skipped.push(name)
        return
      }
      const hidden = attributes['aria-hidden'] === 'true' || 'hidden' in attributes
      const breadcrumb = name === 'nav' && /breadcrumb/i.test(attributes['aria-label'] ?? '')
      if ((SKIPPED.has(name) || hidden || breadcrumb) && !VOID_ELEMENTS.has(name)) {
        skipped.push(name)
        return
      }
      const heading = HEADING.exec(name)
      if (heading) {
        flushRun()
        headingLevel = Number(heading[1])
        headingText = ''
        return
      }
      if (name === 'a') {
        if (afterAnchor && run && !/\s$/.test(run)) run += ' '
        if (attributes.href !== undefined)
          anchor = { href: attributes.href, text: '', label: attributes['aria-label'] ?? '' }
      }
      if (name === 'table') table = { caption: '', columns: [], rows: [], inHead: false, inCaption: false }
      else if (table && name === 'thead') table.inHead = true
      else if (table && name === 'caption') table.inCaption = true
      else if (table && name === 'tr') row = []
      else if (row && (name === 'td' || name === 'th')) cell = ''
      if (name === 'br') run += ' '
      else if (BLOCKS.has(name) && headingLevel === 0) flushRun()
    },
    ontext(text) {
      if (skipped.length > 0) return
      if (cell !== undefined) cell += text
      else if (table?.inCaption) table.caption += text
      afterAnchor = false
      if (headingLevel > 0) headingText += text
      // A table's text is kept in its rows (tables), not said again in the section's text.
      else if (!table) run += text
      if (anchor) anchor.text += text
    },
    onclosetag(name) {
      if (skipped.length > 0) {
        if (skipped.at(-1) === name) skipped.pop()
        return
      }
      const heading = HEADING.exec(name)
      if (heading && headingLevel > 0) {
        const text = squash(headingText)
        const level = headingLevel
        headingLevel = 0
        if (level === 1 && !h1) h1 = text
        closeSection()
        current = { heading: text, level, paragraphs: [] }
        return
      }
      if (table) {
        if ((name === 'td' || name === 'th') && row && cell !== undefined) {
          row.push(squash(cell))
          cell = undefined
        } else if (name === 'tr' && row) {
          if (table.inHead) table.columns = row
          else table.rows.push(row)
          row = undefined
        } else if (name === 'thead') table.inHead = false
        else if (name === 'caption') {
          table.inCaption = false
          table.caption = squash(table.caption)
        } else if (name === 'table') {
          const { caption, columns, rows } = table
          tables.push({ caption, columns, rows })
          table = undefined
        }
      }
      if (name === 'a') afterAnchor = true
      if (name === 'a' && anchor) {
        const text = squash(anchor.text) || squash(anchor.label)
        const key = `${anchor.href}\n${text}`
        if (anchor.href && !anchor.href.startsWith('#') && !seenLinks.has(key)) {
          seenLinks.add(key)
          links.push({ text, href: anchor.href })
        }
        anchor = undefined
        return
      }
      if (BLOCKS.has(name) && headingLevel === 0) flushRun()
    },
    result() {
      closeSection()
      return { h1, sections, links, tables }
    },
  }
}
