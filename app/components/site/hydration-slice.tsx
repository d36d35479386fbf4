import { type ReactNode, Suspense, useState } from 'react'
import { PREACT_CLIENT } from '~/lib/client-runtime'

/**
 * Preact hydrates a document in one task, where React's concurrent hydration yielded every few
 * milliseconds. A HydrationSlice marks a place where hydration may stop for the browser to run other
 * tasks: when the current task has hydrated for longer than SLICE_MS, the part it wraps suspends and
 * hydrates in a later task of its own. Preact keeps a suspended part's server HTML on screen meanwhile,
 * and the part works as HTML does (links, popovers, forms: decision 013). The server and React render
 * the part at once.
 */

/** How long one task may hydrate before the next part waits for a later task. */
const SLICE_MS = 8

interface Turn {
  done: boolean
  promise: Promise<void>
}

/** The last waiting part's turn: each waits for the one before it and then for a task of its own. */
let queue: Promise<void> = Promise.resolve()
let initialHydration = PREACT_CLIENT && typeof document !== 'undefined'
let sliceStart = 0

/** Resolves in a later task, after the browser has had the chance to handle input and paint. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Called as hydration begins: the first task's slice starts now. */
export function beginHydrationSlice(): void {
  sliceStart = performance.now()
}

function takeTurn(): Turn {
  const turn: Turn = { done: false, promise: queue }
  turn.promise = queue = queue.then(nextTask).then(() => {
    sliceStart = performance.now()
    turn.done = true
  })
  return turn
}

/** Resolves once every part that waited while the page hydrated has hydrated; parts mounted later render at once. */
export async function deferredPartsHydrated(): Promise<void> {
  let last: Promise<void> | undefined
  while (last !== queue) {
    last = queue
    await last
    // The part whose turn just came hydrates in the render its Suspense boundary schedules next.
    await nextTask()
  }
  initialHydration = false
}

function Turned({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (initialHydration && performance.now() - sliceStart > SLICE_MS ? takeTurn() : undefined))
  if (turn && !turn.done) throw turn.promise
  return children
}

/** A place where hydration may yield to the browser. Its child must render exactly one element. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Turned>{children}</Turned>
    </Suspense>
  )
}
