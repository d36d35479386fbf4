/**
 * The attributes that mark islands in a page's HTML, in a module of their own so that the islands loader
 * (app/islands.client.tsx) reads them without loading React: a shell island (the header, the floating
 * menu), a body island (components/islands/island.tsx), and the script with a body island's props.
 */
export const ISLAND_ATTRIBUTE = 'data-island'
export const BODY_ISLAND_ATTRIBUTE = 'data-body-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'

/** Every island of a page, of either kind. */
export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}],[${BODY_ISLAND_ATTRIBUTE}]`
