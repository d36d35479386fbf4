/** Defined by vite.config.ts: true in the built browser bundle only, where React's imports resolve to preact/compat (decision 016). */
declare const __PREACT_CLIENT__: boolean
