/**
 * The systemd unit (deploy/site.service): the hardening the fourth security review asked for, `systemd-analyze
 * verify`, and the exposure score of `systemd-analyze security --offline=true`, which must be the one the
 * operators' guide states. In CI (CI=true) systemd-analyze must be installed; elsewhere the part skips.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')
const SYSTEMD_ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => fs.existsSync(file))
if (!SYSTEMD_ANALYZE && process.env.CI === 'true') throw new Error('systemd-analyze is missing; CI installs systemd')

const unitText = () => fs.readFileSync(path.join(root, 'deploy/site.service'), 'utf8')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-service-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The unit as installed, with ExecStart pointed at this machine's node (verify checks that the program exists). */
function installedUnit(): string {
  const file = path.join(dir, 'forensic-site.service')
  fs.writeFileSync(file, unitText().replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`))
  return file
}

describe('the systemd unit', () => {
  it('limits memory, hides other processes and /proc, maps no other user, and allows no privileged or resource system call', () => {
    const lines = unitText().split('\n')
    for (const line of [
      'MemoryMax=1G',
      'ProtectProc=invisible',
      'ProcSubset=pid',
      'PrivateUsers=yes',
      'PrivateMounts=yes',
      'SystemCallFilter=@system-service',
      'SystemCallFilter=~@privileged @resources',
      'SystemCallErrorNumber=EPERM',
      'StateDirectory=forensic-site',
      'Environment=DATA_DIR=/var/lib/forensic-site',
    ])
      expect(lines, line).toContain(line)
    // the firm's signing certificate reaches the dynamic user as a credential, never as a readable file of /etc
    expect(lines).toContain('LoadCredential=firm-signing.p12:/etc/forensic-site/firm-signing.p12')
    expect(lines).toContain('Environment=FIRM_SIGNING_P12=%d/firm-signing.p12')
    // RECORDS_DIR unset: DATA_DIR/records in the state directory, or the database's rows with DATABASE_URL
    expect(lines.filter((line) => /^(Environment=RECORDS_DIR|ReadWritePaths)=?/.test(line))).toEqual([])
  })

  it.skipIf(!SYSTEMD_ANALYZE)(
    "passes systemd-analyze verify, and its exposure score is the one the operators' guide states",
    async () => {
      const file = installedUnit()
      const { stderr } = await run(SYSTEMD_ANALYZE!, ['verify', file])
      expect(stderr.split('\n').filter((line) => line.includes('forensic-site.service'))).toEqual([])
      const { stdout } = await run(SYSTEMD_ANALYZE!, ['security', '--offline=true', '--no-pager', file])
      const score = /Overall exposure level for forensic-site\.service: (\d+\.\d+) (\w+)/.exec(stdout)
      expect(score, stdout.slice(-400)).not.toBeNull()
      const guide = fs.readFileSync(path.join(root, 'docs/operations.md'), 'utf8')
      const stated = /rates the unit's exposure \*\*(\d+\.\d+) (\w+)\*\*/.exec(guide)
      expect(stated, "the operators' guide states the score").not.toBeNull()
      expect(`${score![1]!} ${score![2]!}`).toBe(`${stated![1]!} ${stated![2]!}`)
      expect(Number(score![1])).toBeLessThan(1.8)
    },
  )
})
