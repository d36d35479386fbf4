// The first paint never waits on the app's JavaScript: preloads dropped, bootstrap run after load and paint or at first interaction.

import { BOOTSTRAP_SCRIPT_MARKUP, MODULEPRELOAD_MARKUP } from '~/lib/react-router-adapter'

export const APP_START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

// The dev server writes several imports on one line.
const LEADING_IMPORT = /^\s*import\s*(?:\* as (\w+) from\s*)?"([^"]+)";/

interface Bootstrap {
  imports: { name?: string; url: string }[]
  body: string
}

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
  if (!body.some((line) => /\bimport\(/.test(line)))
    throw new Error('The app bootstrap script does not import the client entry')
  return { imports, body: body.join('\n') }
}

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
