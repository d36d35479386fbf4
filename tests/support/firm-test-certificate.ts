/**
 * A PKCS#12 certificate for servers tests start on PostgreSQL, where FIRM_SIGNING_P12 is required: made once per
 * test process (node-forge, through the server's own generator) into a temporary file removed at exit.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { selfSignedP12 } from '../../server/engagement/firm-signing'

const PASSWORD = 'test-firm-signing-password'
let file: string | undefined

/** FIRM_SIGNING_P12 and FIRM_SIGNING_P12_PASSWORD of a test certificate, for a server's environment. */
export function testFirmSigning(): { FIRM_SIGNING_P12: string; FIRM_SIGNING_P12_PASSWORD: string } {
  if (!file) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-test-certificate-'))
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    file = path.join(dir, 'firm.p12')
    fs.writeFileSync(file, selfSignedP12('Test Firm', new Date(), PASSWORD), { mode: 0o600 })
  }
  return { FIRM_SIGNING_P12: file, FIRM_SIGNING_P12_PASSWORD: PASSWORD }
}
