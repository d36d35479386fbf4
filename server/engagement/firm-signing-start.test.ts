/**
 * The firm's certificate is checked when the server starts: a FIRM_SIGNING_P12 that cannot be read, or does not
 * open with FIRM_SIGNING_P12_PASSWORD, refuses the start with a message naming the setting (not the first
 * countersignature, days later); the right password starts it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { temporaryDir, testConfig, writeMinimalBuild } from '../../tests/support/server-fixtures'
import { buildApp } from '../app'
import { selfSignedP12 } from './firm-signing'

const temp = temporaryDir('firm-signing-start-')
afterAll(() => temp.remove())
const p12File = path.join(temp.dir, 'firm.p12')
fs.writeFileSync(p12File, selfSignedP12('Configured Firm', new Date(), 'the-right-password'))

const start = (env: Record<string, string>) =>
  buildApp(testConfig({ DATA_DIR: path.join(temp.dir, 'data'), BUILD_DIR: writeMinimalBuild(temp.dir), ...env }), {
    collector: { rateLimits: false },
  })

describe('the firm signing certificate at start', () => {
  it('refuses to start when FIRM_SIGNING_P12 does not open with its password, naming both settings', async () => {
    await expect(start({ FIRM_SIGNING_P12: p12File, FIRM_SIGNING_P12_PASSWORD: 'wrong' })).rejects.toThrow(
      'FIRM_SIGNING_P12 cannot be opened: check the file and FIRM_SIGNING_P12_PASSWORD',
    )
  })

  it('refuses to start when FIRM_SIGNING_P12 names no readable file', async () => {
    await expect(start({ FIRM_SIGNING_P12: path.join(temp.dir, 'missing.p12') })).rejects.toThrow(
      'FIRM_SIGNING_P12 cannot be read (ENOENT)',
    )
  })

  it('starts with the right password, and generates no self-signed certificate', async () => {
    const app = await start({ FIRM_SIGNING_P12: p12File, FIRM_SIGNING_P12_PASSWORD: 'the-right-password' })
    await app.close()
    expect(fs.existsSync(path.join(temp.dir, 'data', 'firm-signing-self-signed.p12'))).toBe(false)
  })
})
