/**
 * lucide's per-icon modules, which the package ships without types: each default-exports the icon's
 * shapes. Icons are imported by path, not from the package's index, so that each lands in the chunk of
 * the code that draws it (through the index, Rollup put all of them in the shell every page loads).
 */
declare module 'lucide/dist/esm/icons/*.mjs' {
  import type { IconNode } from 'lucide'

  const icon: IconNode
  export default icon
}
