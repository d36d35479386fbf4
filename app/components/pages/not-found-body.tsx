import { Island } from '~/components/islands/island'
import { NotFoundIsland } from '~/components/sections/not-found-island'

/** The not-found document's body: the not-found page, moved in the browser when the address is a legacy one. */
export function NotFoundBody() {
  return <Island name="not-found" component={NotFoundIsland} props={{}} />
}
