import { data } from 'react-router'

/** Thrown by a loader for an unknown slug: the page becomes the not-found page with status 404. */
export function notFound(): never {
  // React Router's way to answer with a status: the thrown response becomes the error boundary's 404.
  throw data(null, { status: 404 })
}
