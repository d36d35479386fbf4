import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { runsAsScript } from './run-as-script'

const startedWith = process.argv[1]
afterEach(() => {
  process.argv[1] = startedWith as string
})

describe('runsAsScript', () => {
  it('runs a command started from its TypeScript source', () => {
    process.argv[1] = '/srv/site/scripts/leads-export.ts'
    expect(runsAsScript(pathToFileURL('/srv/site/scripts/leads-export.ts').href, 'leads-export')).toBe(true)
  })

  it('runs a bundled command started as its own file', () => {
    process.argv[1] = '/srv/site/server/leads-export.js'
    expect(runsAsScript(pathToFileURL('/srv/site/server/leads-export.js').href, 'leads-export')).toBe(true)
  })

  it("never runs the export inside the server bundle, where its module shares main.js's URL", () => {
    process.argv[1] = '/srv/site/server/main.js'
    expect(runsAsScript(pathToFileURL('/srv/site/server/main.js').href, 'leads-export')).toBe(false)
  })

  it('does not run a module imported by another script', () => {
    process.argv[1] = '/srv/site/scripts/leads-erase.ts'
    expect(runsAsScript(pathToFileURL('/srv/site/scripts/leads-export.ts').href, 'leads-export')).toBe(false)
  })
})
