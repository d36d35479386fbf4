/**
 * The render workers' entry (scripts/build-steps/render-pages.ts): every page and the 404 page, rendered
 * by the build itself (decisions 022, 033 and 043). vite.config.ts bundles it into build/.server/index.js.
 */
export { directPageTree, renderDirectPage, renderNotFoundPage } from '~/components/location/render-direct-page.server'
