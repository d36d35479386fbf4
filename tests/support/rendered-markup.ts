import { DomUtils, parseDocument } from 'htmlparser2'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** One node or several, as the parser's helpers take them. */
type Nodes = Parameters<typeof DomUtils.textContent>[0]
export type MarkupElement = ReturnType<typeof DomUtils.findAll>[number]

/** A component rendered as the server sends it, parsed, so a test reads what a person sees rather than the markup. */
export function renderMarkup(element: ReactElement) {
  return parseDocument(renderToStaticMarkup(element))
}

/** The text a person reads in a node, with the white space between elements collapsed. */
export function seenText(node: Nodes): string {
  return DomUtils.textContent(node).replace(/\s+/g, ' ').trim()
}

/** Every element under `root` with the tag name, in document order. */
export function elementsByTag(root: Nodes, tag: string): MarkupElement[] {
  return DomUtils.getElementsByTagName(tag, root, true)
}

/** Every element under `root` that carries the attribute (with the value, when given). */
export function elementsWith(root: Nodes, name: string, value?: string): MarkupElement[] {
  return DomUtils.findAll(
    (element) => name in element.attribs && (value === undefined || element.attribs[name] === value),
    Array.isArray(root) ? root : [root],
  )
}

export function attributeOf(element: MarkupElement, name: string): string | undefined {
  return DomUtils.getAttributeValue(element, name)
}
