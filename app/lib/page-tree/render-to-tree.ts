import type { ReactNode } from 'react'
import { Activity, Component, createContext, createElement } from 'react'
import createReconciler from 'react-reconciler'
import { ConcurrentRoot, DefaultEventPriority } from 'react-reconciler/constants'
import { ServerRenderContext } from '~/lib/use-hydrated'

/**
 * Renders a React element into plain objects, one per host element and one per text, with React's
 * own reconciler (react-reconciler): the tree a page's HTML is serialized from, as data. The build
 * reads a React Router page's content from it (decision 032), never from the page's HTML.
 */

export interface TreeElement {
  type: string
  props: Record<string, unknown>
  children: TreeNode[]
}

export interface TreeText {
  text: string
}

export type TreeNode = TreeElement | TreeText

export const isTreeText = (node: TreeNode): node is TreeText => 'text' in node

interface Container {
  children: TreeNode[]
}

const withoutChildren = (props: Record<string, unknown>): Record<string, unknown> => {
  const { children: _children, ...rest } = props
  return rest
}

/** Text that React renders as the element's only child (a string or number prop), kept as a text node. */
const textChild = (props: Record<string, unknown>): string | undefined =>
  typeof props.children === 'string' || typeof props.children === 'number' ? String(props.children) : undefined

let updatePriority: number = DefaultEventPriority
const noop = () => {}

const reconciler = createReconciler<
  string,
  Record<string, unknown>,
  Container,
  TreeElement,
  TreeText,
  never,
  never,
  never,
  TreeElement,
  TreeElement,
  object,
  never,
  ReturnType<typeof setTimeout>,
  -1,
  null,
  null,
  null,
  never,
  never,
  never
>({
  supportsMutation: true,
  supportsPersistence: false,
  supportsHydration: false,
  isPrimaryRenderer: false,
  rendererVersion: '1',
  rendererPackageName: 'page-tree',
  extraDevToolsConfig: null,
  createInstance: (type, props) => {
    const text = textChild(props)
    return { type, props: withoutChildren(props), children: text === undefined ? [] : [{ text }] }
  },
  createTextInstance: (text) => ({ text }),
  appendInitialChild: (parent, child) => void parent.children.push(child),
  appendChild: (parent, child) => void parent.children.push(child),
  appendChildToContainer: (container, child) => void container.children.push(child),
  insertBefore: (parent, child, before) => void parent.children.splice(parent.children.indexOf(before), 0, child),
  insertInContainerBefore: (container, child, before) =>
    void container.children.splice(container.children.indexOf(before), 0, child),
  removeChild: (parent, child) => void parent.children.splice(parent.children.indexOf(child), 1),
  removeChildFromContainer: (container, child) => void container.children.splice(container.children.indexOf(child), 1),
  clearContainer: (container) => void (container.children = []),
  commitTextUpdate: (textInstance, _old, text) => void (textInstance.text = text),
  commitUpdate: (instance, _type, _old, props) => {
    instance.props = withoutChildren(props)
    const text = textChild(props)
    if (text !== undefined) instance.children = [{ text }]
  },
  resetTextContent: (instance) => void (instance.children = []),
  finalizeInitialChildren: () => false,
  shouldSetTextContent: (_type, props) => textChild(props) !== undefined,
  getRootHostContext: () => ({}),
  getChildHostContext: (parent) => parent,
  getPublicInstance: (instance) => instance as TreeElement,
  prepareForCommit: () => null,
  resetAfterCommit: noop,
  preparePortalMount: noop,
  scheduleTimeout: setTimeout,
  cancelTimeout: clearTimeout,
  noTimeout: -1,
  supportsMicrotasks: true,
  scheduleMicrotask: queueMicrotask,
  getInstanceFromNode: () => null,
  beforeActiveInstanceBlur: noop,
  afterActiveInstanceBlur: noop,
  prepareScopeUpdate: noop,
  getInstanceFromScope: () => null,
  detachDeletedInstance: noop,
  hideInstance: noop,
  hideTextInstance: noop,
  unhideInstance: noop,
  unhideTextInstance: noop,
  NotPendingTransition: null,
  HostTransitionContext: createContext(null),
  setCurrentUpdatePriority: (priority) => void (updatePriority = priority),
  getCurrentUpdatePriority: () => updatePriority,
  resolveUpdatePriority: () => updatePriority,
  resetFormInstance: noop,
  requestPostPaintCallback: noop,
  shouldAttemptEagerTransition: () => false,
  trackSchedulerEvent: noop,
  resolveEventType: () => null,
  resolveEventTimeStamp: () => 0,
  maySuspendCommit: () => false,
  maySuspendCommitOnUpdate: () => false,
  maySuspendCommitInSyncRender: () => false,
  preloadInstance: () => true,
  startSuspendingCommit: () => null,
  suspendInstance: noop,
  suspendOnActiveViewTransition: noop,
  waitForCommitToBeReady: () => null,
  getSuspendedCommitReason: () => null,
  bindToConsole: (methodName, args) =>
    (console[methodName as 'log'] as (...values: unknown[]) => void).bind(console, ...args),
})

/** Hands an error thrown while rendering to `onError` (a hidden tree's errors reach no root callback). */
class RenderErrors extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    if ('error' in this.state) {
      this.props.onError(this.state.error)
      return null
    }
    return this.props.children
  }
}

/** How long the hidden render may take before it is given up (a page renders in well under a second). */
const RENDER_TIMEOUT_MS = 10_000

/**
 * Renders `element` and returns its host tree. The element is rendered inside a hidden Activity, so
 * that, as React documents for hidden trees, no effect of any component is mounted: what is read is
 * the first render, as the server renders it, with no browser code run (useHydrated answers false, as
 * on the server). Any error a component throws while rendering is thrown.
 */
export async function renderToTree(element: ReactNode): Promise<TreeNode[]> {
  const container: Container = { children: [] }
  const errors: unknown[] = []
  const record = (error: unknown) => void errors.push(error)
  const root = reconciler.createContainer(
    container,
    ConcurrentRoot,
    null,
    false,
    null,
    '',
    record,
    record,
    record,
    noop,
    null,
  )
  const asServer = createElement(ServerRenderContext, { value: true }, element)
  const tree = createElement(RenderErrors, { onError: record, children: asServer })
  reconciler.updateContainer(createElement(Activity, { mode: 'hidden', children: tree }), root, null, null)
  // A hidden tree renders at the lowest priority, on the scheduler's later turns of the event loop.
  const started = Date.now()
  while (container.children.length === 0 && errors.length === 0) {
    if (Date.now() - started > RENDER_TIMEOUT_MS) throw new Error('renderToTree: the element rendered nothing')
    await new Promise((resolve) => setImmediate(resolve))
  }
  // Not unmounted: the hidden tree mounted no effect, so there is nothing to clean up, and the root, with
  // no work left, is garbage once this returns (no heap growth over 1,500 pages). Unmounting walked the
  // whole tree again: about a quarter of the read's CPU (issue 52).
  if (errors.length > 0) throw errors[0]
  return container.children
}
