import { options } from 'preact'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { beginHydrationSlice, nextTask } from '~/components/site/hydration-slice'
import { PREACT_CLIENT } from '~/lib/client-runtime'

/**
 * The built bundle hydrates with Preact (decision 016). React's `suppressHydrationWarning` means
 * nothing to Preact, which would write it out as an attribute on elements it creates.
 */
const nextVNodeHook = options.vnode
options.vnode = (vnode) => {
  const props: unknown = vnode.props
  if (typeof props === 'object' && props !== null && 'suppressHydrationWarning' in props) delete props.suppressHydrationWarning
  nextVNodeHook?.(vnode)
}

/**
 * React Router decodes the page's hydration data asynchronously: its router's first render throws the
 * pending decode for a Suspense boundary to wait on. Preact cannot suspend at the root of a hydration
 * without rebuilding the document, so the decode is started and awaited first. A second call, in a task
 * of its own, builds the router (matching the routes and reading the hydration data, about a quarter of
 * the work) and stops at the component's first hook, which only a render may call; the hydration then
 * finds the router built. Every task stays short. (React, in `npm run dev`, would report that hook call.)
 */
async function routerReady(): Promise<void> {
  try {
    HydratedRouter({})
  } catch (pending) {
    if (pending instanceof Promise) await pending
    else throw pending
  }
  if (!PREACT_CLIENT) return
  await nextTask()
  try {
    HydratedRouter({})
  } catch {
    // The first hook, called outside a render: the router is built. A real error recurs in the render.
  }
  await nextTask()
}

void routerReady().then(() => {
  beginHydrationSlice()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
