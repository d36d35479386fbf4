/**
 * True in the built browser bundle, where React's imports resolve to preact/compat (decision 016).
 * Vite defines `__PREACT_CLIENT__` for the app's bundles; code run without Vite (unit tests, scripts)
 * is not Preact's.
 */
export const PREACT_CLIENT = typeof __PREACT_CLIENT__ !== 'undefined' && __PREACT_CLIENT__
