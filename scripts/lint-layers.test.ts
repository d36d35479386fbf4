import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

/** The layering messages ESLint reports for `source` as if it were the file at `file`. */
async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'import-x/no-cycle')
    .map((message) => message.message)
}

const importButton = "import { Button } from '~/components/ui/button'\nexport const used = Button\n"

describe('layering is enforced by lint', () => {
  test('a file in app/lib that imports a component fails', async () => {
    expect(await layerErrors('app/lib/new-helper.ts', importButton)).toEqual([
      expect.stringContaining('app/lib may import only'),
    ])
  })

  test('a file in server/ that imports a component fails', async () => {
    expect(await layerErrors('server/new-handler.ts', importButton)).toEqual([
      expect.stringContaining('server/ may import'),
    ])
  })

  test('content may not import lib, and config may not import content', async () => {
    expect(
      await layerErrors(
        'app/copy/new-copy.ts',
        "import { listStates } from '~/lib/content-folder/locations'\nexport const states = listStates\n",
      ),
    ).toHaveLength(1)
    expect(
      await layerErrors(
        'app/config/new-config.ts',
        "import { HOME_COPY } from '~/copy/home'\nexport const copy = HOME_COPY\n",
      ),
    ).toHaveLength(1)
  })

  test('the allowed direction passes: a component importing lib, lib importing content and config', async () => {
    expect(
      await layerErrors(
        'app/components/new-widget.tsx',
        "import { cityPath } from '~/lib/content-folder/paths'\nexport const path = cityPath\n",
      ),
    ).toEqual([])
    expect(
      await layerErrors(
        'app/lib/new-helper.ts',
        "import { siteConfig } from '~/config/site-config'\nimport { HOME_COPY } from '~/copy/home'\nexport const both = [siteConfig, HOME_COPY]\n",
      ),
    ).toEqual([])
  })

  test('a feature of server/ that imports another feature fails', async () => {
    expect(
      await layerErrors(
        'server/inbox/new-route.ts',
        "import { registerSlotRoute } from '../booking/booking-routes'\nexport const route = registerSlotRoute\n",
      ),
    ).toEqual([expect.stringContaining('A feature never imports another (server/inbox <- server/booking)')])
    expect(
      await layerErrors(
        'server/booking/new-helper.ts',
        "import { receiveLead } from '../leads/receive-lead'\nexport const receive = receiveLead\n",
      ),
    ).toEqual([expect.stringContaining('A feature never imports another (server/booking <- server/leads)')])
  })

  test("the inbox asks the engagement through the interface it declares: importing the engagement's store, service or vault fails", async () => {
    for (const [module, name] of [
      ['engagement-store', 'EngagementStore'],
      ['engagement-service', 'EngagementService'],
      ['record-vault', 'RecordVault'],
    ]) {
      expect(
        await layerErrors(
          'server/inbox/routes/new-action.ts',
          `import type { ${name} } from '../../engagement/${module}'\nexport type Used = ${name}\n`,
        ),
      ).toEqual([expect.stringContaining('A feature never imports another (server/inbox <- server/engagement)')])
    }
  })

  test('server/shared that imports a feature fails', async () => {
    expect(
      await layerErrors(
        'server/shared/new-helper.ts',
        "import { registerCollector } from '../leads/collector'\nexport const register = registerCollector\n",
      ),
    ).toEqual([expect.stringContaining('server/shared is below the features')])
  })

  test('server/ or app/ that imports scripts/ fails', async () => {
    const importScript = (depth: string) =>
      `import { exportLeads } from '${depth}scripts/leads-export'\nexport const run = exportLeads\n`
    expect(await layerErrors('server/leads/new-export.ts', importScript('../../'))).toEqual([
      expect.stringContaining('Nothing the server or the app runs imports scripts/'),
    ])
    expect(await layerErrors('server/new-export.ts', importScript('../'))).toEqual([
      expect.stringContaining('Nothing the server or the app runs imports scripts/'),
    ])
    expect(await layerErrors('app/lib/new-export.ts', importScript('../../'))).toEqual([
      expect.stringContaining('Nothing the server or the app runs imports scripts/'),
    ])
  })

  test('a feature importing server/shared, and the application importing the features, pass', async () => {
    expect(
      await layerErrors(
        'server/inbox/new-route.ts',
        "import { toCsv } from '../shared/lead-csv'\nexport const csv = toCsv\n",
      ),
    ).toEqual([])
    expect(
      await layerErrors(
        'server/new-app.ts',
        "import { registerBooking } from './booking/booking-plugin'\nimport { registerCollector } from './leads/collector'\nexport const both = [registerBooking, registerCollector]\n",
      ),
    ).toEqual([])
  })
})
