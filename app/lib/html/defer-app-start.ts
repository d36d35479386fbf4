// The first paint never waits on JavaScript: the islands loader starts after load and paint, or at the first interaction.

export const APP_START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/** The inline module that starts the islands entry at `url` (decision 022), written by the renderer itself. */
export function deferredModuleStart(url: string): string {
  return [
    `const events=${JSON.stringify(APP_START_EVENTS)};let started=false;`,
    `const start=()=>{if(started)return;started=true;for(const e of events)removeEventListener(e,start,true);`,
    `Promise.all([import(${JSON.stringify(url)})]).then(([])=>{})};`,
    `for(const e of events)addEventListener(e,start,{capture:true,passive:true});`,
    `const later=()=>requestAnimationFrame(()=>setTimeout(()=>globalThis.scheduler?.postTask?scheduler.postTask(start,{priority:"background"}):start()));`,
    `document.readyState==="complete"?later():addEventListener("load",later,{once:true});`,
  ].join('\n')
}
