/**
 * The build step that generates /downloads/cv.pdf, each team member's /downloads/cv-{slug}.pdf and
 * /downloads/fee-schedule.pdf from the firm's data
 * with @react-pdf/renderer. Each PDF's creation and modification dates are the date of its inputs (the
 * newest of the code's and the content files' it read, given by the build), never the clock, so an
 * unchanged build writes the same bytes; a document that cannot be rendered, or comes out over the size
 * budget, fails the build with its name.
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderToBuffer } from '@react-pdf/renderer'
import type { ReactElement } from 'react'
import { teamSlugs, testimony } from '~/lib/content-folder/firm-content.server'
import { siteConfig } from '~/config/site-config'
import { contentDir } from '~/lib/content-folder/content-files.server'
import { engagementContent } from '~/lib/engagement/engagement-content.server'
import { fillLetter, SAMPLE_CASE_DETAILS, SAMPLE_TERMS } from '~/lib/engagement/letter'
import { W9_PATH } from '~/lib/engagement/payment-ways'
import { buildCvDocument, buildFeeScheduleDocument, buildTeamCvDocument, letterhead } from '~/lib/firm/documents'
import { droppedTestimonyMessage, selectTestimony } from '~/lib/firm/testimony'
import { writeFile } from '../context'
import { CvPdf, type DocumentMeta } from '~/documents/cv-pdf'
import { EngagementLetterPdf, SampleW9Pdf } from '~/documents/engagement-letter-pdf'
import { FeeSchedulePdf } from '~/documents/fee-schedule-pdf'
import { registerDocumentFonts } from '~/documents/pdf-theme'

/** The most a generated document may weigh. */
export const MAX_DOCUMENT_BYTES = 300 * 1024

export interface GeneratedDocument {
  /** The site path, "/downloads/cv.pdf" */
  path: string
  bytes: Buffer
}

function documentMeta(title: string, subject: string, date: Date): DocumentMeta {
  return {
    title,
    author: siteConfig.legalName,
    subject,
    creator: siteConfig.name,
    producer: siteConfig.name,
    language: 'en-US',
    creationDate: date,
    modificationDate: date,
  }
}

/** Renders one document; fails, naming it, when it cannot be made or is over the size budget. */
export async function renderDocument(
  name: string,
  element: ReactElement,
  maxBytes = MAX_DOCUMENT_BYTES,
): Promise<Buffer> {
  let bytes: Buffer
  try {
    bytes = await renderToBuffer(element as Parameters<typeof renderToBuffer>[0])
  } catch (error) {
    throw new Error(`The document ${name} could not be generated: ${(error as Error).message}`, { cause: error })
  }
  if (bytes.length > maxBytes)
    throw new Error(`The document ${name} is ${String(bytes.length)} bytes, more than the ${String(maxBytes)} allowed`)
  return bytes
}

/** What the documents say, from the firm's data: where the content they read is read. */
export function documentContents(buildDate: string) {
  return {
    cv: buildCvDocument(buildDate),
    team: teamSlugs().map((slug) => buildTeamCvDocument(slug, buildDate)),
    fees: buildFeeScheduleDocument(),
    engagement: engagementContent(),
    w9: droppedW9(),
  }
}

const SAMPLE_LETTER_PATH = '/downloads/sample-engagement-letter.pdf'
/** The firm's own W-9, dropped into the content folder. */
const W9_CONTENT_FILE = 'documents/w9.pdf'

/** The firm's W-9 when it has dropped one in (a PDF by its signature), else undefined. */
function droppedW9(): Buffer | undefined {
  const file = path.join(contentDir(), W9_CONTENT_FILE)
  if (!fs.existsSync(file)) return undefined
  const bytes = fs.readFileSync(file)
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Error(`content/${W9_CONTENT_FILE} is not a PDF file`)
  return bytes
}

/** Renders both documents in memory, dated `fileDate` (their creation and modification dates). */
export async function generateDocuments(
  buildDate: string,
  fileDate: Date,
  contents = documentContents(buildDate),
): Promise<GeneratedDocument[]> {
  registerDocumentFonts()
  const { cv, team, fees, engagement, w9 } = contents
  const cvSubject =
    'Curriculum vitae with publications of the last ten years, testimony of the last four years and every challenge to the testimony'
  const cvs: GeneratedDocument[] = []
  for (const person of [cv, ...team])
    cvs.push({
      path: person.path,
      bytes: await renderDocument(
        person.path,
        <CvPdf cv={person} meta={documentMeta(person.title, cvSubject, fileDate)} />,
      ),
    })
  return [
    ...cvs,
    {
      path: fees.path,
      bytes: await renderDocument(
        fees.path,
        <FeeSchedulePdf
          fees={fees}
          meta={documentMeta(fees.title, 'Hourly rates, retainer, terms and the steps of an engagement', fileDate)}
        />,
      ),
    },
    {
      path: SAMPLE_LETTER_PATH,
      bytes: await renderDocument(
        SAMPLE_LETTER_PATH,
        <EngagementLetterPdf
          input={{
            letterhead: letterhead(),
            title: engagement.title,
            letter: fillLetter(engagement.template, SAMPLE_CASE_DETAILS, { chosen: SAMPLE_TERMS, content: engagement }),
            note: 'Sample: the case details in brackets are filled from the request, and the expert, the payer, the forum and the conflicts paragraph chosen, when the firm sends the letter for signature.',
            footer: `${siteConfig.name}: sample engagement letter`,
          }}
          meta={documentMeta(
            `Sample ${engagement.title.toLowerCase()}`,
            'The engagement letter counsel signs online, with placeholder case details',
            fileDate,
          )}
        />,
      ),
    },
    {
      path: W9_PATH,
      bytes:
        w9 ??
        (await renderDocument(
          W9_PATH,
          <SampleW9Pdf
            firm={siteConfig.legalName}
            meta={documentMeta('Sample: not a W-9', 'A stand-in until the firm adds its Form W-9', fileDate)}
          />,
        )),
    },
  ]
}

/**
 * Writes both documents into the deploy directory (only the bytes that changed); returns them and the
 * build messages (testimony left out by the window).
 */
export async function writeDocuments(
  clientDir: string,
  buildDate: string,
  fileDate: Date,
  contents = documentContents(buildDate),
): Promise<{ documents: GeneratedDocument[]; messages: string[] }> {
  const documents = await generateDocuments(buildDate, fileDate, contents)
  for (const document of documents) writeFile(path.join(clientDir, document.path), document.bytes)
  return { documents, messages: documentMessages(buildDate) }
}

/** The build messages of the documents: the testimony the window left out. */
export function documentMessages(buildDate: string): string[] {
  const dropped = droppedTestimonyMessage(selectTestimony(testimony().matters, buildDate))
  return dropped ? [dropped] : []
}
