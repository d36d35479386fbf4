import { isTreeText, type TreeElement, type TreeNode } from '~/lib/page-tree/render-to-tree'
import { createMainContentReader, emptyPageHead, type MainContent, type PageHead } from './page-text'

/**
 * A page's head and main content, read from the host tree React rendered it into (app/lib/page-tree):
 * the elements its HTML is serialized from, read as data (decision 032). The build's one render-tree
 * reader: every page's AI copy is read through it (issue 52).
 */

/** A host element's attributes as its HTML carries them, for the ones the reader looks at. */
function attributesOf(props: TreeElement['props']): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [name, value] of Object.entries(props)) {
    if (
      name === 'children' ||
      name === 'dangerouslySetInnerHTML' ||
      value === undefined ||
      value === null ||
      value === false ||
      typeof value === 'function' ||
      typeof value === 'object'
    )
      continue
    attributes[name === 'className' ? 'class' : name] =
      value === true ? (name.startsWith('aria-') ? 'true' : '') : String(value)
  }
  return attributes
}

function find(nodes: readonly TreeNode[], type: string): TreeElement | undefined {
  for (const node of nodes) {
    if (isTreeText(node)) continue
    if (node.type === type) return node
    const found = find(node.children, type)
    if (found) return found
  }
  return undefined
}

function* elements(nodes: readonly TreeNode[]): Generator<TreeElement> {
  for (const node of nodes) {
    if (isTreeText(node)) continue
    yield node
    yield* elements(node.children)
  }
}

const textOf = (nodes: readonly TreeNode[]): string =>
  nodes.map((node) => (isTreeText(node) ? node.text : textOf(node.children))).join('')

function headOf(head: TreeElement | undefined): PageHead {
  const result = emptyPageHead()
  for (const { type, props, children } of elements(head?.children ?? [])) {
    if (type === 'title' && !result.title) result.title = textOf(children).trim()
    else if (type === 'meta' && props.name === 'description') result.description = String(props.content ?? '')
    else if (type === 'meta' && props.name === 'robots') result.robots = String(props.content)
    else if (type === 'link' && props.rel === 'canonical') result.canonical = String(props.href)
    else if (type === 'link' && props.rel === 'alternate' && props.type === 'application/json')
      result.alternateJson = String(props.href)
    else if (type === 'script' && props.type === 'application/ld+json') {
      const source = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html ?? textOf(children)
      result.jsonLd.push(JSON.parse(source))
    }
  }
  return result
}

function mainOf(main: TreeElement | undefined): MainContent {
  const reader = createMainContentReader()
  const walk = (node: TreeNode) => {
    if (isTreeText(node)) return reader.ontext(node.text)
    const innerHtml = Boolean(node.props.dangerouslySetInnerHTML)
    if (innerHtml && node.type !== 'script' && node.type !== 'style')
      throw new Error(`page-text-from-tree: a <${node.type}> with inner HTML in <main> cannot be read as data`)
    reader.onopentag(node.type, attributesOf(node.props))
    if (!innerHtml) node.children.forEach(walk)
    reader.onclosetag(node.type)
  }
  if (main) walk(main)
  return reader.result()
}

/** The page's head (title, description, canonical, robots, JSON-LD) and its main content. */
export function readPageTree(tree: readonly TreeNode[]): { head: PageHead; main: MainContent } {
  return { head: headOf(find(tree, 'head')), main: mainOf(find(tree, 'main')) }
}
