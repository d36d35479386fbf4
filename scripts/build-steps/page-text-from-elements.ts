import type { ReactNode } from 'react'
import { createMainContentReader, type MainContent, type MainContentReader } from './page-text'

/**
 * A location page's main content read from the element tree its body component makes from the page
 * data (decision 022): the same tree the HTML is rendered from, read without rendering or parsing it.
 * The body components are plain functions of their props (no hooks, no context), so calling each one
 * gives the elements it renders.
 */

const FRAGMENT = Symbol.for('react.fragment')
const FORWARD_REF = Symbol.for('react.forward_ref')
const MEMO = Symbol.for('react.memo')

interface Element {
  type: unknown
  props: Record<string, unknown> & { children?: ReactNode }
}

const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && 'type' in node && 'props' in node && '$$typeof' in node

/** A host element's attributes as its HTML carries them, for the ones the reader looks at. */
export function attributesOf(props: Element['props']): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [name, value] of Object.entries(props)) {
    if (
      name === 'children' ||
      name === 'dangerouslySetInnerHTML' ||
      value === undefined ||
      value === null ||
      value === false ||
      typeof value === 'function'
    )
      continue
    if (typeof value === 'object') continue
    attributes[name === 'className' ? 'class' : name] =
      value === true ? (name.startsWith('aria-') ? 'true' : '') : String(value)
  }
  return attributes
}

/** Calls a component the way React would for a function component, or a forwardRef or memo of one. */
function renderComponent(type: unknown, props: Element['props']): ReactNode {
  if (typeof type === 'function') {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent)
      throw new Error('page-text-from-elements: class components are not supported')
    return (type as (props: object) => ReactNode)(props)
  }
  const kind = (type as { $$typeof?: symbol } | null)?.$$typeof
  if (kind === FORWARD_REF) return (type as { render: (props: object, ref: null) => ReactNode }).render(props, null)
  if (kind === MEMO) return renderComponent((type as { type: unknown }).type, props)
  throw new Error(`page-text-from-elements: cannot read an element of type ${String(kind ?? type)}`)
}

function walk(node: ReactNode, reader: MainContentReader): void {
  if (node === null || node === undefined || typeof node === 'boolean') return
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    reader.ontext(String(node))
    return
  }
  if (Array.isArray(node) || (typeof node === 'object' && Symbol.iterator in node)) {
    for (const child of node as Iterable<ReactNode>) walk(child, reader)
    return
  }
  if (!isElement(node)) throw new Error('page-text-from-elements: the tree holds something that is not an element')
  const { type, props } = node
  if (type === FRAGMENT) return walk(props.children, reader)
  if (typeof type !== 'string') return walk(renderComponent(type, props), reader)
  if (props.dangerouslySetInnerHTML)
    throw new Error(`page-text-from-elements: a <${type}> with inner HTML cannot be read from its elements`)
  reader.onopentag(type, attributesOf(props))
  walk(props.children, reader)
  reader.onclosetag(type)
}

/** The main content of a page body, from its elements. */
export function readElementTree(body: ReactNode): MainContent {
  const reader = createMainContentReader()
  // The body sits in one element of <main> (components/location/location-document.tsx), as the HTML reader saw it.
  reader.onopentag('main', {})
  reader.onopentag('div', {})
  walk(body, reader)
  reader.onclosetag('div')
  reader.onclosetag('main')
  return reader.result()
}
