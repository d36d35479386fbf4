import { describe, expect, test } from 'vitest'
import { APP_START_EVENTS, deferredModuleStart } from './defer-app-start'

const ENTRY = '/assets/islands-D091RD9U.js'

describe('deferredModuleStart', () => {
  test('the loader has no static import, so nothing is fetched before it runs', () => {
    const loader = deferredModuleStart(ENTRY)
    expect(loader).not.toMatch(/^\s*import\s/m)
    expect(loader).toContain(`import("${ENTRY}")`)
  })

  test('the loader starts the islands once: at the first interaction, or after the load event and a painted frame', async () => {
    const loader = deferredModuleStart(ENTRY)
    const listeners = new Map<string, () => void>()
    const imported: string[] = []
    const frames: (() => void)[] = []
    const scope = {
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
      removeEventListener: (name: string) => listeners.delete(name),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => callback(),
      document: { readyState: 'loading' },
      globalThis: {},
    }
    const run = new Function(...Object.keys(scope), 'importModule', loader.replaceAll('import(', 'importModule('))
    run(...Object.values(scope), (url: string) => {
      imported.push(url)
      return Promise.resolve({ url })
    })
    expect([...listeners.keys()].sort()).toEqual([...APP_START_EVENTS, 'load'].sort())
    expect(imported).toEqual([])
    listeners.get('keydown')!()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(imported).toEqual([ENTRY])
    for (const event of APP_START_EVENTS) expect(listeners.has(event), event).toBe(false)
    // The load event's frame comes later: the islands are not started twice.
    listeners.get('load')!()
    for (const frame of frames) frame()
    expect(imported).toEqual([ENTRY])
  })
})
