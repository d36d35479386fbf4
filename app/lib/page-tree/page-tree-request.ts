/** The build-time request header under which app/entry.server.tsx answers with the page's host tree, not its HTML. */
export const PAGE_TREE_REQUEST_HEADER = 'X-Site-Page-Tree'
