/**
 * The generated PDFs read back as a reader's software would (pdf.js text extraction): the principal's
 * name, every publication of the last 10 years and every testimony caption of the last 4, the fees from
 * configuration; each within its size budget, with its fonts embedded, the same bytes on a second run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  feeSchedule,
  principal as readPrincipal,
  teamMember,
  teamSlugs,
  testimony,
} from '~/lib/content-folder/firm-content.server'
import { siteConfig } from '~/config/site-config'
import { DOCUMENT_LINKS } from '~/copy/navigation'
import { formatDollars } from '~/lib/firm/fee-schedule'
import { W9_PATH } from '~/lib/engagement/payment-ways'
import { buildCvDocument } from '~/lib/firm/documents'
import { teamCvPath } from '~/lib/firm/team'
import {
  citePublication,
  recentPublications,
  selectTestimony,
  toChallengeRows,
  yearsBefore,
} from '~/lib/firm/testimony'
import { createElement, type ReactElement } from 'react'
import { CvPdf } from '../../../app/documents/cv-pdf'
import { registerDocumentFonts } from '../../../app/documents/pdf-theme'
import {
  generateDocuments,
  type GeneratedDocument,
  MAX_DOCUMENT_BYTES,
  renderDocument,
  writeDocuments,
} from './write-documents'

const BUILD_DATE = '2026-11-25'
/** The date of the documents' inputs, which the build gives (the newest of the code's and the content files'). */
const FILE_DATE = new Date('2026-10-02T08:09:10Z')
const principal = readPrincipal()

/** The text of every page, its items joined by spaces, runs of white space made one. */
async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number; info: Record<string, unknown> }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
    .promise
  const parts: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  const info = (await document.getMetadata()).info as Record<string, unknown>
  const pages = document.numPages
  await document.destroy()
  return { text: parts.join(' ').replace(/\s+/g, ' '), pages, info }
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ')

let outDir: string
let written: { documents: GeneratedDocument[]; messages: string[] }
let cv: Awaited<ReturnType<typeof pdfText>>
let fees: Awaited<ReturnType<typeof pdfText>>

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'))
  written = await writeDocuments(outDir, BUILD_DATE, FILE_DATE)
  cv = await pdfText(fs.readFileSync(path.join(outDir, DOCUMENT_LINKS.cv.to)))
  fees = await pdfText(fs.readFileSync(path.join(outDir, DOCUMENT_LINKS.feeSchedule.to)))
}, 120_000)

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }))

describe('the curriculum vitae PDF', () => {
  test('names the principal and carries every degree and certification', () => {
    expect(cv.text).toContain(principal.name)
    for (const degree of principal.degrees) expect(cv.text).toContain(`${degree.abbreviation}, ${degree.field}`)
    for (const certification of principal.certifications)
      expect(cv.text).toContain(`${certification.name} (${certification.abbreviation})`)
  })

  test('lists every publication of the last 10 years and none older', () => {
    const recent = recentPublications(principal.publications, BUILD_DATE)
    expect(recent.length).toBeGreaterThan(0)
    for (const publication of recent) expect(cv.text).toContain(squeeze(publication.title))
    const older = principal.publications.filter((publication) => !recent.includes(publication))
    expect(older.length).toBeGreaterThan(0)
    for (const publication of older) expect(cv.text).not.toContain(squeeze(publication.title))
  })

  test('lists every testimony caption of the last 4 years and leaves out the older ones', () => {
    const { shown, dropped } = selectTestimony(testimony().matters, BUILD_DATE)
    for (const entry of shown) expect(cv.text).toContain(squeeze(entry.caption ?? 'Confidential matter'))
    for (const entry of dropped) expect(cv.text).not.toContain(squeeze(entry.caption ?? 'Confidential matter'))
    for (const entry of shown) if (entry.docket && !entry.confidential) expect(cv.text).toContain(squeeze(entry.docket))
    for (const entry of shown)
      if (entry.retainingFirm && !entry.confidential) expect(cv.text).toContain(squeeze(entry.retainingFirm))
    expect(cv.text).toContain('As of November 25, 2026')
    expect(cv.text).toContain('September 15, 2026')
    // fewer than 20 matters: counts by side, no percentages
    expect(cv.text).toMatch(/Retained by: Plaintiff \d+, Defense \d+, Court or neutral \d+, Other \d+\./)
    expect(cv.text).not.toMatch(/Plaintiff \d+ \(\d+%\)/)
    expect(written.messages).toEqual([
      expect.stringMatching(/^testimony list: 1 entry dated on or before 2022-11-25 .*left out: "Taylor v\./),
    ])
  })

  test('carries its title and creation and modification dates taken from its inputs, not the clock', () => {
    expect(cv.info.Title).toBe(`Curriculum Vitae: ${principal.name}`)
    expect(String(cv.info.CreationDate)).toMatch(/^D:20261002080910/)
    // react-pdf writes the modification date under the key pdfkit is given (ModificationDate), as an indirect object
    const raw = written.documents.find((document) => document.path === DOCUMENT_LINKS.cv.to)!.bytes.toString('latin1')
    const reference = /\/ModificationDate (\d+) 0 R/.exec(raw)?.[1]
    expect(reference).toBeDefined()
    expect(raw).toMatch(new RegExp(`\\n${reference ?? ''} 0 obj\\n\\(D:20261002080910`))
  })
})

describe('the CV as an attorney checks it', () => {
  test('carries the challenge record: each motion with its ruling, standard, court, date and citation', () => {
    const rows = toChallengeRows(testimony().challenges)
    expect(rows.length).toBeGreaterThan(0)
    expect(cv.text).toContain('Challenges to the testimony')
    for (const row of rows) {
      expect(cv.text).toContain(squeeze(`${row.matter}: ${row.outcome}`))
      expect(cv.text).toContain(squeeze(row.summary))
      expect(cv.text).toContain(row.ruled)
      if (row.citation) expect(cv.text).toContain(squeeze(row.citation))
    }
  })

  test('gives degree years, positions with employer and years, citable publications, and where the principal testified instead of a qualification claim', () => {
    for (const degree of principal.degrees)
      expect(cv.text).toContain(`${degree.abbreviation}, ${degree.field}, ${String(degree.year)}`)
    for (const position of principal.positions)
      expect(cv.text).toContain(squeeze(`${position.title}, ${position.employer}, ${String(position.startYear)}`))
    for (const publication of recentPublications(principal.publications, BUILD_DATE))
      expect(cv.text).toContain(squeeze(citePublication(publication)))
    expect(cv.text).toMatch(/Testified in the last four years in \d+ matters before: /)
    expect(cv.text).not.toMatch(/qualified to testify/i)
  })
})

describe("each team member's CV", () => {
  test('names the person, their testimony, challenges and rates, and is a PDF of its own', async () => {
    expect(teamSlugs().length).toBe(4)
    for (const slug of teamSlugs()) {
      const member = teamMember(slug)
      const document = written.documents.find((candidate) => candidate.path === teamCvPath(slug))
      expect(document, slug).toBeDefined()
      const text = (await pdfText(document!.bytes)).text
      expect(text).toContain(member.name)
      for (const entry of selectTestimony(member.matters, BUILD_DATE).shown)
        expect(text).toContain(squeeze(entry.confidential ? 'Confidential matter' : (entry.caption ?? '')))
      for (const challenge of member.challenges) expect(text).toContain(squeeze(challenge.summary))
      expect(text).toMatch(/Hourly rates: \$\d+ an hour/)
      expect(text).not.toContain(principal.name)
    }
  }, 60_000)
})

describe('the fee schedule PDF', () => {
  test('states a rate for each role, the expedited terms, who pays for deposition preparation, payment methods, consulting, retention and W-9', () => {
    const schedule = feeSchedule()
    for (const role of Object.values(schedule.staffRates)) expect(fees.text).toContain(role.role)
    expect(fees.text).toContain('Principal economist')
    expect(fees.text).toContain(squeeze(schedule.rush.terms))
    expect(fees.text).toContain(squeeze(schedule.deposition.preparation))
    for (const method of schedule.paymentMethods) expect(fees.text).toContain(squeeze(method))
    expect(fees.text).toContain(squeeze(schedule.consulting))
    expect(fees.text).toContain(squeeze(schedule.recordsRetention))
    expect(fees.text).toContain('W-9 on request')
  })

  test('states every rate, the retainer and the terms from configuration', () => {
    for (const line of Object.values(feeSchedule().rates)) {
      expect(fees.text).toContain(line.label)
      expect(fees.text).toContain(`${formatDollars(line.rate)} an hour`)
    }
    expect(fees.text).toContain(formatDollars(feeSchedule().retainer.amount))
    expect(fees.text).toContain(siteConfig.promises.freeReview.sentence)
    expect(fees.text).toContain('Clear conflicts')
    expect(String(fees.info.CreationDate)).toMatch(/^D:20261002080910/)
  })
})

describe('both documents', () => {
  test('are at most 300 KB each, with the OFL fonts embedded rather than the standard PDF fonts', () => {
    expect(written.documents.map((document) => document.path).sort()).toEqual(
      [
        DOCUMENT_LINKS.cv.to,
        DOCUMENT_LINKS.feeSchedule.to,
        DOCUMENT_LINKS.sampleEngagementLetter.to,
        W9_PATH,
        ...teamSlugs().map(teamCvPath),
      ].sort(),
    )
    for (const document of written.documents) {
      expect(document.bytes.length, document.path).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES)
      const raw = document.bytes.toString('latin1')
      expect(raw, document.path).toMatch(/\/FontFile2 /)
      expect(raw, document.path).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSans3-Regular/)
      expect(raw, document.path).not.toMatch(/\/BaseFont \/(Helvetica|Times-Roman|Courier)\b/)
    }
  })

  test('an unchanged build writes the same bytes', async () => {
    const again = await generateDocuments(BUILD_DATE, FILE_DATE)
    for (const [index, document] of again.entries())
      expect(document.bytes.equals(written.documents[index]!.bytes), document.path).toBe(true)
  }, 60_000)

  test('a later build date drops what its window no longer covers', async () => {
    const oldest = selectTestimony(testimony().matters, BUILD_DATE).shown.at(-1)!
    // the day the oldest entry shown turns exactly 4 years old: it is no longer after the cutoff
    const later = yearsBefore(oldest.date, -4)
    const text = (
      await pdfText(
        (await generateDocuments(later, FILE_DATE)).find((document) => document.path === DOCUMENT_LINKS.cv.to)!.bytes,
      )
    ).text
    expect(text).not.toContain(squeeze(oldest.caption ?? 'Confidential matter'))
    for (const entry of selectTestimony(testimony().matters, later).shown)
      expect(text).toContain(squeeze(entry.caption ?? 'Confidential matter'))
  }, 60_000)

  test('a document that cannot be made, or comes out too large, fails the build with its name', async () => {
    registerDocumentFonts()
    function Broken(): ReactElement {
      throw new Error('no data')
    }
    await expect(renderDocument('/downloads/broken.pdf', createElement(Broken))).rejects.toThrow(
      /^The document \/downloads\/broken\.pdf could not be generated: /,
    )
    const meta = {
      title: 'T',
      author: 'A',
      subject: 'S',
      creator: 'C',
      producer: 'P',
      language: 'en-US',
      creationDate: new Date(0),
      modificationDate: new Date(0),
    }
    const cvData = buildCvDocument(BUILD_DATE)
    await expect(
      renderDocument('/downloads/cv.pdf', createElement(CvPdf, { cv: cvData, meta }), 1_000),
    ).rejects.toThrow(/The document \/downloads\/cv\.pdf is \d+ bytes, more than the 1000 allowed/)
  }, 60_000)
})
