import { hasCalculatorHandoff } from '~/lib/calculator/handoff-state'
import { mayBeLegacyPath } from '~/lib/legacy/may-be-legacy'
import type { BodyIslandName } from './body-islands'

/**
 * The body islands that hydrate as the page opens rather than at their first touch (decision 043),
 * for what the address or the session holds: read by the islands loader, so nothing here loads React.
 */
export const HYDRATES_AT_ONCE: Partial<Record<BodyIslandName, (location: Location) => boolean>> = {
  // Figures the calculator left for the contact form fill it as the page opens.
  'contact-form': () => hasCalculatorHandoff(),
  // Its open times are the page's first content (issue 54).
  'schedule-form': () => true,
  // The results of the address's query.
  'search-page': ({ search }) => new URLSearchParams(search).has('q'),
  // A share link's figures: the calculator's only query.
  calculator: ({ search }) => search.length > 1,
  // An address the resolver may move; any other stays the not-found page without React.
  'not-found': ({ pathname }) => mayBeLegacyPath(pathname),
}
