/**
 * Tests written against surviving mutants (npm run mutation): the exact columns and JSON shape,
 * every argument error a person reads, the missing-database notice and the command itself.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import Database from 'better-sqlite3'
import { DATABASE_FILE, LeadStore, type StoredLead } from '../server/leads/store'
import { EXPORT_COLUMNS, neutraliseCell, toCsv, toJson } from '../server/shared/lead-csv'
import { exportLeads, parseExportArguments } from './leads-export'
import { noCaseDetails } from '../tests/support/server-fixtures'
import { FEATURE_MIGRATIONS } from '../server/migrations'

const lead: StoredLead = {
  id: 'ld_1',
  formId: 'schedule',
  formType: 'schedule',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@x.io',
  phone: '2155550100',
  organization: 'Doe LLP',
  caseType: 'Personal Injury',
  message: 'Hello',
  subject: 'Schedule Form Submission - Jane Doe',
  urgency: 'High',
  deadline: 'Friday',
  preferredDate: '2025-02-01',
  preferredTime: 'Morning',
  submittedAt: '2025-01-01T00:00:00.000Z',
  receivedAt: '2025-01-01T00:00:01.000Z',
  clientAddress: '127.0.0.1',
  origin: 'https://example.com',
  userAgent: 'UA',
  spam: true,
  ...noCaseDetails(),
}

/** A CSV line as the export writes it: every cell quoted (these cells hold no comma or quote of their own). */
const quoted = (line: string) =>
  line
    .split(',')
    .map((cell) => `"${cell}"`)
    .join(',')

const HEADER_CELLS =
  'id,received_at,submitted_at,form_id,form_type,first_name,last_name,email,phone,organization,case_type,urgency,deadline,preferred_date,preferred_time,subject,message,spam,' +
  'retained_by,plaintiffs,defendants,counsel_firm,case_number,court_state,court_name,disclosure_deadline,deposition_date,trial_date'
const HEADER = quoted(HEADER_CELLS)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CSV cells', () => {
  it('neutralises only a leading formula character', () => {
    expect(neutraliseCell('-')).toBe("'-")
    expect(neutraliseCell('x-1')).toBe('x-1')
    expect(neutraliseCell('x\t')).toBe('x\t')
  })
})

describe('toCsv', () => {
  it('writes the twenty-eight columns in order, booleans as yes/no, nulls as empty', () => {
    expect(EXPORT_COLUMNS).toHaveLength(28)
    expect(toCsv([])).toBe(`${HEADER}\r\n`)
    expect(toCsv([lead, { ...lead, id: 'ld_2', spam: false, urgency: null, submittedAt: null }])).toBe(
      `${HEADER}\r\n` +
        `${quoted('ld_1,2025-01-01T00:00:01.000Z,2025-01-01T00:00:00.000Z,schedule,schedule,Jane,Doe,jane@x.io,2155550100,Doe LLP,Personal Injury,High,Friday,2025-02-01,Morning,Schedule Form Submission - Jane Doe,Hello,yes,,,,,,,,,,')}\r\n` +
        `${quoted('ld_2,2025-01-01T00:00:01.000Z,,schedule,schedule,Jane,Doe,jane@x.io,2155550100,Doe LLP,Personal Injury,,Friday,2025-02-01,Morning,Schedule Form Submission - Jane Doe,Hello,no,,,,,,,,,,')}\r\n`,
    )
  })
})

describe('toCsv with missing values', () => {
  it('writes an undefined value as an empty cell', () => {
    const row = toCsv([{ ...lead, urgency: undefined as unknown as null }]).split('\r\n')[1]!
    expect(row.split(',')[11]).toBe('""')
  })
})

describe('toJson', () => {
  it('writes the export columns only (no client address, origin or user agent), indented, with a final newline', () => {
    expect(toJson([])).toBe('[]\n')
    const text = toJson([lead])
    expect(text.endsWith('}\n]\n')).toBe(true)
    expect(text).toContain('\n  {\n    "id": "ld_1",\n    "receivedAt": "2025-01-01T00:00:01.000Z",')
    const [row] = JSON.parse(text) as Record<string, unknown>[]
    expect(Object.keys(row!)).toEqual(EXPORT_COLUMNS.map(([key]) => key))
    expect(row).toMatchObject({ spam: true, urgency: 'High', firstName: 'Jane' })
    expect(row).not.toHaveProperty('clientAddress')
  })
})

describe('parseExportArguments', () => {
  it('defaults to CSV without spam', () => {
    expect(parseExportArguments([])).toEqual({ format: 'csv', includeSpam: false })
  })

  it('reads values inline or as the next argument', () => {
    expect(parseExportArguments(['--since=2025-03-04T05:06:07Z', '--format=json'])).toEqual({
      format: 'json',
      since: '2025-03-04T05:06:07.000Z',
      includeSpam: false,
    })
    expect(parseExportArguments(['--format', 'csv', '--include-spam'])).toEqual({ format: 'csv', includeSpam: true })
  })

  it('keeps everything after the first "=" as the value', () => {
    expect(() => parseExportArguments(['--format=json=x'])).toThrow('--format must be csv or json, not "json=x"')
  })

  it('says which flag lacks its value', () => {
    expect(() => parseExportArguments(['--format'])).toThrow('--format needs a value')
    expect(() => parseExportArguments(['--since'])).toThrow('--since needs a value')
    expect(() => parseExportArguments(['--format', 'json', '--since'])).toThrow('--since needs a value')
  })

  it('names the bad value and shows the usage', () => {
    expect(() => parseExportArguments(['--format', 'xml'])).toThrow('--format must be csv or json, not "xml"')
    expect(() => parseExportArguments(['--format='])).toThrow('--format must be csv or json, not ""')
    expect(() => parseExportArguments(['--since', 'soon'])).toThrow(
      '--since must be an ISO 8601 date or time, not "soon"',
    )
    expect(() => parseExportArguments(['-x'])).toThrow(
      'Unknown argument "-x". Usage: leads:export -- --format csv|json [--since ISO] [--include-spam]',
    )
    expect(() => parseExportArguments(['format=json'])).toThrow('Unknown argument "format=json".')
    expect(() => parseExportArguments(['--nope=1'])).toThrow('Unknown argument "--nope=1".')
  })
})

describe('exportLeads and the command', () => {
  const dirs: string[] = []
  const argv = process.argv
  const dataDir = process.env.DATA_DIR
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
    process.argv = argv
    if (dataDir === undefined) delete process.env.DATA_DIR
    else process.env.DATA_DIR = dataDir
  })

  function tempDir() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-export-mutants-'))
    dirs.push(dir)
    return dir
  }

  it('says there is no database yet and exports no rows', () => {
    const dir = tempDir()
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect(exportLeads(dir, { format: 'csv', includeSpam: false })).toBe(`${HEADER}\r\n`)
    expect(exportLeads(dir, { format: 'json', includeSpam: false })).toBe('[]\n')
    expect(stderr).toHaveBeenCalledWith(`No leads database in ${dir} yet.\n`)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('reads an existing database without the notice', () => {
    const dir = tempDir()
    const store = new LeadStore(dir, { migrations: FEATURE_MIGRATIONS, now: () => Date.parse('2025-01-01T00:00:00Z') })
    store.save({
      formId: 'contact',
      lead: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'a@b.co',
        phone: '',
        message: '',
        caseType: '',
        organization: '',
        formType: 'contact',
        submittedAt: '',
        subject: 's',
      },
      spam: false,
    })
    store.close()
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect(toCsv([]).length).toBeLessThan(exportLeads(dir, { format: 'csv', includeSpam: false }).length)
    expect(stderr).not.toHaveBeenCalled()
  })

  it('opens the database read-only: it never migrates, writes or checkpoints it, and closes it', () => {
    const dir = tempDir()
    const store = new LeadStore(dir, { migrations: FEATURE_MIGRATIONS, now: () => Date.parse('2025-01-01T00:00:00Z') })
    store.save({
      formId: 'contact',
      lead: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'a@b.co',
        phone: '',
        message: '',
        caseType: '',
        organization: '',
        formType: 'contact',
        submittedAt: '',
        subject: 's',
      },
      spam: false,
    })
    store.close()
    // as if written by an older version: a writable open would migrate again (and fail here)
    const db = new Database(path.join(dir, DATABASE_FILE))
    db.exec('DELETE FROM schema_versions')
    db.close()
    const close = vi.spyOn(LeadStore.prototype, 'close')
    expect(JSON.parse(exportLeads(dir, { format: 'json', includeSpam: false }))).toMatchObject([{ firstName: 'Ann' }])
    expect(close).toHaveBeenCalledTimes(1)
    const check = new Database(path.join(dir, DATABASE_FILE), { readonly: true })
    expect(check.prepare('SELECT count(*) AS n FROM schema_versions').get()).toEqual({ n: 0 })
    check.close()
  })

  async function runCommand(args: string[]) {
    const file = fileURLToPath(new URL('./leads-export.ts', import.meta.url))
    process.argv = [process.argv[0]!, file, ...args]
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    vi.resetModules()
    await import('./leads-export')
    return { stdout, stderr, exit }
  }

  it('runs as a command: prints the export of DATA_DIR', async () => {
    const dir = tempDir()
    process.env.DATA_DIR = dir
    const { stdout, stderr, exit } = await runCommand(['--format', 'json'])
    expect(stdout).toHaveBeenCalledWith('[]\n')
    expect(stderr).toHaveBeenCalledWith(`No leads database in ${dir} yet.\n`)
    expect(exit).not.toHaveBeenCalled()
  })

  it('runs as a command: prints an argument error and exits with 1', async () => {
    process.env.DATA_DIR = tempDir()
    const { stdout, stderr, exit } = await runCommand(['--format', 'xml'])
    expect(stderr).toHaveBeenCalledWith('--format must be csv or json, not "xml"\n')
    expect(exit).toHaveBeenCalledWith(1)
    expect(stdout).not.toHaveBeenCalled()
  })

  it('runs as a command: prints the stored leads as CSV, formulas disarmed', async () => {
    const dir = tempDir()
    const store = new LeadStore(dir, { migrations: FEATURE_MIGRATIONS, now: () => Date.parse('2025-01-01T00:00:00Z') })
    const { id } = store.save({
      formId: 'contact',
      lead: {
        firstName: '=1+1',
        lastName: 'Lee',
        email: 'a@b.co',
        phone: '+1 215',
        message: '',
        caseType: '',
        organization: '@org',
        formType: 'contact',
        submittedAt: '',
        subject: 's',
      },
      spam: false,
    })
    store.close()
    process.env.DATA_DIR = dir
    const { stdout, exit } = await runCommand([])
    expect(exit).not.toHaveBeenCalled()
    expect(stdout).toHaveBeenCalledWith(
      `${HEADER}\r\n${quoted(`${id},2025-01-01T00:00:00.000Z,,contact,contact,'=1+1,Lee,a@b.co,'+1 215,'@org,,,,,,s,,no,,,,,,,,,,`)}\r\n`,
    )
  })

  it('does nothing when imported by another program', async () => {
    process.env.DATA_DIR = tempDir()
    process.argv = [process.argv[0]!, '/elsewhere/other.ts', '--format', 'json']
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    vi.resetModules()
    await import('./leads-export')
    expect(stdout).not.toHaveBeenCalled()
  })
})
