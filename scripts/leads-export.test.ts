import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE, LeadStore, type StoredLead } from '../server/leads/store'
import { EXPORT_COLUMNS, neutraliseCell, toCsv } from '../server/shared/lead-csv'
import { exportLeads, parseExportArguments } from './leads-export'
import { noCaseDetails } from '../tests/support/server-fixtures'
import { FEATURE_MIGRATIONS } from '../server/migrations'

/** A minimal RFC 4180 reader, to check the writer's output the way a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index += 1
    } else field += char
  }
  return rows
}

describe('neutraliseCell', () => {
  it.each(['=1+1', '+1 215 555 0100', '-2', '@SUM(A1)', '\tindent', '\rcr', '=HYPERLINK("http://evil.example","x")'])(
    'disarms %j',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`)
    },
  )
  it.each(['Jane', '2155550100', 'a=b', ' =1', ''])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value)
  })
})

const lead: StoredLead = {
  id: 'ld_1',
  formId: 'contact',
  formType: 'contact',
  firstName: '=cmd|" /C calc"!A0',
  lastName: 'Doe, Jr.',
  email: 'jane@x.io',
  phone: '+1 215 555 0100',
  organization: '@org',
  caseType: '',
  message: 'Line one\r\nLine "two"',
  subject: 'Contact Form Submission - =cmd',
  urgency: null,
  deadline: null,
  preferredDate: null,
  preferredTime: null,
  submittedAt: '2025-01-01T00:00:00.000Z',
  receivedAt: '2025-01-01T00:00:01.000Z',
  clientAddress: '127.0.0.1',
  origin: null,
  userAgent: null,
  spam: false,
  ...noCaseDetails(),
}

describe('toCsv', () => {
  it('writes a header and rows that read back to the neutralised values', () => {
    const csv = toCsv([lead])
    expect(csv.endsWith('\r\n')).toBe(true)
    const [header, row] = parseCsv(csv)
    expect(header?.slice(0, 6)).toEqual(['id', 'received_at', 'submitted_at', 'form_id', 'form_type', 'first_name'])
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1]
    expect(cell('first_name')).toBe(`'=cmd|" /C calc"!A0`)
    expect(cell('last_name')).toBe('Doe, Jr.')
    expect(cell('phone')).toBe(`'+1 215 555 0100`)
    expect(cell('organization')).toBe(`'@org`)
    expect(cell('message')).toBe('Line one\r\nLine "two"')
    expect(cell('subject')).toBe('Contact Form Submission - =cmd')
    expect(cell('spam')).toBe('no')
    expect(cell('urgency')).toBe('')
  })

  it('quotes every cell, so a spreadsheet that splits on ";" keeps "Acme;=1+1" in one text cell, unchanged after the ";"', () => {
    const csv = toCsv([{ ...lead, organization: 'Acme;=1+1', caseType: 'Wage and Hour; overtime' }])
    const lines = csv.split('\r\n')
    // Every cell, the header's and the empty ones included, is quoted: outside quotes a line holds only the separators.
    for (const line of lines.slice(0, 1)) expect(line.replace(/"(?:[^"]|"")*"/g, '')).toMatch(/^,*$/)
    expect(csv).toContain(',"Acme;=1+1",')
    expect(csv).toContain(',"Wage and Hour; overtime",')
    const [header, row] = parseCsv(csv)
    expect(row?.[header?.indexOf('organization') ?? -1]).toBe('Acme;=1+1')
    expect(row?.[header?.indexOf('first_name') ?? -1]).toBe(`'=cmd|" /C calc"!A0`)
  })
})

describe('parseExportArguments', () => {
  it('reads format, since and include-spam', () => {
    expect(parseExportArguments(['--format', 'json', '--since', '2025-01-01', '--include-spam'])).toEqual({
      format: 'json',
      since: '2025-01-01T00:00:00.000Z',
      includeSpam: true,
    })
    expect(parseExportArguments(['--format=csv'])).toEqual({ format: 'csv', includeSpam: false })
  })
  it('refuses bad values', () => {
    expect(() => parseExportArguments(['--format', 'xml'])).toThrow(/csv or json/)
    expect(() => parseExportArguments(['--since', 'last week'])).toThrow(/ISO 8601/)
    expect(() => parseExportArguments(['--nope'])).toThrow(/Unknown argument/)
  })
})

describe('exportLeads', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('exports stored leads, leaves spam out unless asked, and honours --since', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-export-'))
    dirs.push(dataDir)
    let now = Date.parse('2025-01-01T00:00:00Z')
    const store = new LeadStore(dataDir, { migrations: FEATURE_MIGRATIONS, now: () => now })
    const base = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@x.io',
      phone: '',
      message: '',
      caseType: '',
      organization: '',
      formType: 'contact' as const,
      submittedAt: '',
      subject: 's',
    }
    store.save({ formId: 'contact', lead: { ...base, firstName: '=1+2' }, spam: false })
    store.save({ formId: 'contact', lead: { ...base, firstName: 'Robot' }, spam: true })
    now = Date.parse('2025-02-01T00:00:00Z')
    store.save({ formId: 'schedule', lead: { ...base, firstName: 'Later', formType: 'schedule' }, spam: false })
    store.close()

    const names = (text: string) => (JSON.parse(text) as StoredLead[]).map((row) => row.firstName)
    expect(names(exportLeads(dataDir, { format: 'json', includeSpam: false }))).toEqual(['=1+2', 'Later'])
    expect(names(exportLeads(dataDir, { format: 'json', includeSpam: true }))).toEqual(['=1+2', 'Robot', 'Later'])
    expect(
      names(exportLeads(dataDir, { format: 'json', includeSpam: false, since: '2025-01-15T00:00:00.000Z' })),
    ).toEqual(['Later'])
    const rows = parseCsv(exportLeads(dataDir, { format: 'csv', includeSpam: false }))
    expect(rows).toHaveLength(3)
    expect(rows[1]?.[5]).toBe(`'=1+2`)
  })
})

describe('npm run leads:export, run as a command', () => {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  const script = path.join(root, 'scripts', 'leads-export.ts')
  const USAGE = 'Usage: leads:export -- --format csv|json [--since ISO] [--include-spam] [--deliveries]'
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  function tempDir() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-export-cli-'))
    dirs.push(dir)
    return dir
  }

  /** Runs the real command in a child process, with only PATH and the given variables in its environment. */
  function run(args: string[], env: Record<string, string | undefined>, cwd = root) {
    const result = spawnSync(process.execPath, [tsxCli, script, ...args], {
      cwd,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    })
    if (result.error) throw result.error
    return { status: result.status, stdout: result.stdout, stderr: result.stderr }
  }

  function storeWithLeads() {
    const dataDir = tempDir()
    let now = Date.parse('2025-01-01T00:00:00Z')
    const store = new LeadStore(dataDir, { migrations: FEATURE_MIGRATIONS, now: () => now })
    const base = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@x.io',
      phone: '',
      message: 'Hello, world',
      caseType: '',
      organization: '',
      formType: 'contact' as const,
      submittedAt: '',
      subject: 's',
    }
    store.save({ formId: 'contact', lead: { ...base, firstName: 'Early' }, spam: false })
    store.save({ formId: 'contact', lead: { ...base, firstName: 'Robot' }, spam: true })
    now = Date.parse('2025-02-01T00:00:00Z')
    store.save({ formId: 'schedule', lead: { ...base, firstName: 'Later', formType: 'schedule' }, spam: false })
    store.close()
    return dataDir
  }

  it('a good run exits 0, prints the export on stdout and nothing on stderr', () => {
    const dataDir = storeWithLeads()
    const json = run(['--format', 'json', '--since', '2025-01-15'], { DATA_DIR: dataDir })
    expect(json).toMatchObject({ status: 0, stderr: '' })
    expect((JSON.parse(json.stdout) as StoredLead[]).map((row) => row.firstName)).toEqual(['Later'])

    const csv = run(['--format=csv', '--include-spam'], { DATA_DIR: dataDir })
    expect(csv).toMatchObject({ status: 0, stderr: '' })
    const rows = parseCsv(csv.stdout)
    expect(rows).toHaveLength(4)
    expect(rows.slice(1).map((row) => row[5])).toEqual(['Early', 'Robot', 'Later'])
    expect(rows[1]?.[16]).toBe('Hello, world')
  })

  it.each([
    ['a bad --format', ['--format', 'xml'], '--format must be csv or json, not "xml"\n'],
    ['an empty --format', ['--format='], '--format must be csv or json, not ""\n'],
    ['a bad --since', ['--since', 'last week'], '--since must be an ISO 8601 date or time, not "last week"\n'],
    ['--since without its value', ['--format', 'json', '--since'], '--since needs a value\n'],
    ['an unknown flag', ['--nope'], `Unknown argument "--nope". ${USAGE}\n`],
    ['a single-dash flag', ['-f', 'json'], `Unknown argument "-f". ${USAGE}\n`],
  ])('%s exits 1 with the message on stderr and nothing on stdout', (_label, args, message) => {
    const dataDir = storeWithLeads()
    expect(run(args, { DATA_DIR: dataDir })).toEqual({ status: 1, stdout: '', stderr: message })
  })

  it('an empty DATA_DIR exits 1 naming the variable, with nothing on stdout', () => {
    const result = run(['--format', 'json'], { DATA_DIR: '' })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^Invalid server configuration:\n {2}DATA_DIR: /)
  })

  it('a leads file that is not a database exits 1 with the reason, with nothing on stdout', () => {
    const dataDir = tempDir()
    fs.writeFileSync(
      path.join(dataDir, DATABASE_FILE),
      'this is not sqlite, just text that happens to be here\n'.repeat(200),
    )
    const result = run(['--format', 'csv'], { DATA_DIR: dataDir })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/not a database/i)
  })

  it('another invalid server variable stops the export too, naming that variable', () => {
    const result = run(['--format', 'json'], { DATA_DIR: storeWithLeads(), SMTP_URL: 'http://mail.example.com' })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^Invalid server configuration:\n {2}SMTP_URL: /)
  })

  // Today a DATA_DIR without a database is not an error: the notice goes to stderr, an empty export to
  // stdout, and the exit code is 0 (see the report of the hardening issue).
  it('a DATA_DIR without a database: notice on stderr, an empty export on stdout, exit 0, and nothing created', () => {
    const parent = tempDir()
    const missing = path.join(parent, 'no-such-dir')
    const csv = run(['--format', 'csv'], { DATA_DIR: missing })
    expect(csv).toEqual({
      status: 0,
      stdout: `${EXPORT_COLUMNS.map(([, heading]) => `"${heading}"`).join(',')}\r\n`,
      stderr: `No leads database in ${missing} yet.\n`,
    })
    expect(run(['--format', 'json'], { DATA_DIR: missing })).toEqual({
      status: 0,
      stdout: '[]\n',
      stderr: `No leads database in ${missing} yet.\n`,
    })
    expect(fs.readdirSync(parent)).toEqual([])
  })

  it('without DATA_DIR it reads ./data of the directory it runs in', () => {
    const cwd = fs.realpathSync(tempDir())
    const result = run(['--format', 'json'], {}, cwd)
    expect(result).toEqual({
      status: 0,
      stdout: '[]\n',
      stderr: `No leads database in ${path.join(cwd, 'data')} yet.\n`,
    })
  })
})
