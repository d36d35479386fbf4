import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

/**
 * React Router's client entry as its documentation gives it. The page has already painted: the HTML
 * starts this module only after the load event or at the visitor's first interaction
 * (lib/html/defer-app-start), and React hydrates inside a transition, yielding to input as it goes.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
