import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LeadStore, type StoredLead } from '../server/collector/store'
import { csvField, exportLeads, neutraliseCell, parseExportArguments, toCsv } from './leads-export'

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
  it.each(['=1+1', '+1 215 555 0100', '-2', '@SUM(A1)', '\tindent', '\rcr', '=HYPERLINK("http://evil.example","x")'])('disarms %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`)
  })
  it.each(['Jane', '2155550100', 'a=b', ' =1', ''])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value)
  })
})

describe('csvField (RFC 4180)', () => {
  it('quotes fields with commas, quotes or line breaks and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\r')).toBe('"cr\r"')
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
    const store = new LeadStore(dataDir, { now: () => now })
    const base = { firstName: 'Jane', lastName: 'Doe', email: 'jane@x.io', phone: '', message: '', caseType: '', organization: '', formType: 'contact' as const, submittedAt: '', subject: 's' }
    store.save({ formId: 'contact', lead: { ...base, firstName: '=1+2' }, spam: false })
    store.save({ formId: 'contact', lead: { ...base, firstName: 'Robot' }, spam: true })
    now = Date.parse('2025-02-01T00:00:00Z')
    store.save({ formId: 'schedule', lead: { ...base, firstName: 'Later', formType: 'schedule' }, spam: false })
    store.close()

    const names = (text: string) => (JSON.parse(text) as StoredLead[]).map((row) => row.firstName)
    expect(names(exportLeads(dataDir, { format: 'json', includeSpam: false }))).toEqual(['=1+2', 'Later'])
    expect(names(exportLeads(dataDir, { format: 'json', includeSpam: true }))).toEqual(['=1+2', 'Robot', 'Later'])
    expect(names(exportLeads(dataDir, { format: 'json', includeSpam: false, since: '2025-01-15T00:00:00.000Z' }))).toEqual(['Later'])
    const rows = parseCsv(exportLeads(dataDir, { format: 'csv', includeSpam: false }))
    expect(rows).toHaveLength(3)
    expect(rows[1]?.[5]).toBe(`'=1+2`)
  })
})
