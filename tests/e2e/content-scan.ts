import { Parser } from 'htmlparser2'

/** Visible text that must never ship. */
export const FORBIDDEN_TEXT: { name: string; pattern: RegExp }[] = [
  { name: 'lorem ipsum', pattern: /lorem\s+ipsum/i },
  { name: 'TODO', pattern: /\bTODO\b/ },
  { name: 'coming soon', pattern: /coming\s+soon/i },
  { name: 'placeholder', pattern: /\bplaceholder\b/i },
  { name: 'an unfilled {slot}', pattern: /\{[a-zA-Z]+\}/ },
  { name: 'undefined, NaN or [object Object]', pattern: /\bundefined\b|\bNaN\b|\[object Object\]/ },
  // An expert's independence: copy that promises an outcome or takes a side is what opposing counsel quotes.
  { name: 'hold(s) up in court', pattern: /\bholds? up in court\b/i },
  { name: 'help(s) your case', pattern: /\bhelps? your case\b/i },
  { name: 'win/won/winning (your|the) case', pattern: /\b(?:win|won|winning) (?:your|the) case\b/i },
  {
    name: '"never" in the same sentence as "cross-examination"',
    pattern: /\bnever\b[^.!?]*\bcross-examination\b|\bcross-examination\b[^.!?]*\bnever\b/i,
  },
]

/** Attributes a person or a machine reads as text. */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'content']
const SKIPPED = new Set(['script', 'style', 'template'])
/** Elements that are content in their own right, without text. */
const CONTENT_ELEMENTS = new Set(['img', 'input', 'select', 'textarea', 'iframe', 'video', 'audio', 'picture'])
const VOID = new Set([
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
const HEADING = /^h[1-6]$/

export interface PageScan {
  problems: string[]
  /** Words of visible text inside <main> */
  mainWords: number
}

interface OpenElement {
  name: string
  hidden: boolean
  skipped: boolean
  /** A live region (aria-live) is empty until it announces something, so it may be empty. */
  section?: { hasContent: boolean; label: string; live: boolean }
}

function describe(attribs: Record<string, string>): string {
  const label = attribs.id
    ? `#${attribs.id}`
    : attribs['aria-labelledby']
      ? `[aria-labelledby=${attribs['aria-labelledby']}]`
      : attribs['aria-label']
        ? `[aria-label="${attribs['aria-label']}"]`
        : ''
  return `<section${label}>`
}

/**
 * One streaming pass over a page: forbidden text, empty sections, headings without text or
 * without content after them, and the visible words of <main>.
 */
export function scanHtml(html: string): PageScan {
  const problems: string[] = []
  const stack: OpenElement[] = []
  const sections: NonNullable<OpenElement['section']>[] = []
  let readText = ''
  let mainDepth = 0
  let mainText = ''
  let heading: { text: string; name: string } | undefined
  /** A closed heading still waiting for content, its level, and how many sections were open around it. */
  let pending: { text: string; level: number; sectionDepth: number } | undefined

  const contentSeen = () => {
    pending = undefined
    for (const section of sections) section.hasContent = true
  }
  const failPending = (why: string) => {
    if (pending) problems.push(`heading "${pending.text}" has no content ${why}`)
    pending = undefined
  }

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = stack.at(-1)
        const hidden =
          Boolean(parent?.hidden) ||
          'hidden' in attribs ||
          attribs['aria-hidden'] === 'true' ||
          /\bsr-only\b/.test(attribs.class ?? '')
        const skipped = Boolean(parent?.skipped) || SKIPPED.has(name)
        const element: OpenElement = { name, hidden, skipped }
        if (!skipped)
          for (const attribute of READ_ATTRIBUTES)
            if (attribs[attribute] && !(attribute === 'content' && name !== 'meta'))
              readText += ` ${attribs[attribute]}`
        if (name === 'main') mainDepth++
        if (name === 'section') {
          element.section = { hasContent: false, label: describe(attribs), live: 'aria-live' in attribs }
          sections.push(element.section)
        }
        if (HEADING.test(name)) {
          // A deeper heading opens a subsection of the pending one, which then has content to come.
          if (pending && Number(name[1]) > pending.level) pending = undefined
          failPending('before the next heading')
          heading = { text: '', name }
        }
        if (CONTENT_ELEMENTS.has(name) && !heading) contentSeen()
        if (!VOID.has(name)) stack.push(element)
      },
      ontext(text) {
        const current = stack.at(-1)
        if (current?.skipped) return
        readText += text
        if (!text.trim()) return
        if (mainDepth > 0 && !current?.hidden) mainText += ` ${text}`
        if (heading) {
          heading.text += text
          for (const section of sections) section.hasContent = true
        } else contentSeen()
      },
      onclosetag(name) {
        if (VOID.has(name)) return
        const element = stack.pop()
        if (!element) return
        if (heading && name === heading.name) {
          const text = heading.text.replace(/\s+/g, ' ').trim()
          if (!text) problems.push(`an empty <${name}>`)
          pending = { text, level: Number(name[1]), sectionDepth: sections.length }
          heading = undefined
        }
        if (element.section) {
          if (pending && pending.sectionDepth >= sections.length)
            failPending(`before the end of its ${element.section.label}`)
          if (!element.section.hasContent && !element.section.live) problems.push(`an empty ${element.section.label}`)
          sections.pop()
        }
        if (name === 'main') {
          failPending('before the end of <main>')
          mainDepth--
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  )
  parser.write(html)
  parser.end()

  for (const { name, pattern } of FORBIDDEN_TEXT) {
    const match = pattern.exec(readText)
    if (match)
      problems.push(
        `${name}: "...${readText
          .slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)
          .replace(/\s+/g, ' ')
          .trim()}..."`,
      )
  }
  const mainWords = mainText.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
  return { problems, mainWords }
}
