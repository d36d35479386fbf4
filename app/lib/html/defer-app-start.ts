/**
 * Rewrites a rendered page so that its first paint never waits on the app's JavaScript: the module
 * preloads React Router adds ahead of the content are dropped, and its bootstrap script (which imports
 * the route manifest and the route modules, then the client entry) runs only after the page has loaded
 * and painted, or at the visitor's first interaction if that comes sooner.
 */

/** What starts the app at once: the visitor pressing, touching, typing or tabbing into the page. */
import { BOOTSTRAP_SCRIPT_MARKUP, MODULEPRELOAD_MARKUP } from '~/lib/react-router-adapter'

export const APP_START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/** One static import at the start of a line (the dev server writes several on one line): side effect or namespace. */
const LEADING_IMPORT = /^\s*import\s*(?:\* as (\w+) from\s*)?"([^"]+)";/

interface Bootstrap {
  /** The modules imported before the entry, with the name each is bound to (none for side effects only) */
  imports: { name?: string; url: string }[]
  /** What the script runs once they are in: the route modules' registration and the client entry's import */
  body: string
}

/** Splits React Router's bootstrap script into its static imports and the code that follows them. */
export function parseBootstrap(script: string): Bootstrap {
  const imports: Bootstrap['imports'] = []
  const body: string[] = []
  for (let line of script.split('\n')) {
    for (let match = LEADING_IMPORT.exec(line); match; match = LEADING_IMPORT.exec(line)) {
      imports.push(match[1] ? { name: match[1], url: match[2]! } : { url: match[2]! })
      line = line.slice(match[0].length)
    }
    if (line.trim()) body.push(line.trim())
  }
  if (!body.some((line) => /\bimport\(/.test(line))) throw new Error('The app bootstrap script does not import the client entry')
  return { imports, body: body.join('\n') }
}

/**
 * The loader that replaces the bootstrap: the same imports, made when the page has loaded and painted
 * (a frame after the load event, then a background task) or at the first interaction, whichever is first.
 */
function buildDeferredBootstrap({ imports, body }: Bootstrap): string {
  const urls = imports.map((entry) => `import(${JSON.stringify(entry.url)})`).join(',')
  const names = imports.map((entry) => entry.name ?? '').join(',')
  return [
    `const events=${JSON.stringify(APP_START_EVENTS)};let started=false;`,
    `const start=()=>{if(started)return;started=true;for(const e of events)removeEventListener(e,start,true);`,
    `Promise.all([${urls}]).then(([${names}])=>{${body}})};`,
    `for(const e of events)addEventListener(e,start,{capture:true,passive:true});`,
    `const later=()=>requestAnimationFrame(()=>setTimeout(()=>globalThis.scheduler?.postTask?scheduler.postTask(start,{priority:"background"}):start()));`,
    `document.readyState==="complete"?later():addEventListener("load",later,{once:true});`,
  ].join('\n')
}

/** The page without module preloads, its bootstrap deferred; a page without a bootstrap is returned as it is. */
export function deferAppStart(html: string): string {
  const match = BOOTSTRAP_SCRIPT_MARKUP.exec(html)
  if (!match) return html
  const loader = buildDeferredBootstrap(parseBootstrap(match[1]!))
  return html.replace(MODULEPRELOAD_MARKUP, '').replace(match[0], () => `<script type="module">${loader}</script>`)
}

/** The same deferred start for one module of its own: a location page's islands entry (decision 022). */
export function deferredModuleStart(url: string): string {
  return buildDeferredBootstrap({ imports: [{ url }], body: '' })
}
