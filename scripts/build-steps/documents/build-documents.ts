import { collectContentReads } from '~/lib/content-folder/content-reads'
import { type InputDates, pageDate } from '../render-pages'
import type { GeneratedDocument } from './write-documents'

export const documentsLabel =
  'documents: the CVs, /downloads/fee-schedule.pdf, the sample engagement letter and the W-9'

/** Renders the documents in memory, dated by their inputs; the inputs are what they read. */
export async function makeDocuments(
  day: string,
  dates: InputDates,
): Promise<{ documents: GeneratedDocument[]; inputs: string[]; messages: string[] }> {
  // Loaded here: the PDF renderer takes half a second to load, and most incremental builds make no document.
  const { documentContents, documentMessages, generateDocuments } = await import('./write-documents')
  const { result: contents, reads } = await collectContentReads(async () => documentContents(day))
  const dated = (inputs: readonly string[]) => new Date(pageDate(dates, inputs))
  const { result: documents, reads: renderReads } = await collectContentReads(() =>
    generateDocuments(day, dated(reads), contents),
  )
  const inputs = [...new Set([...reads, ...renderReads])].sort()
  // should rendering have read a newer file than the contents did, the dates follow it
  const final =
    dated(inputs).getTime() === dated(reads).getTime()
      ? documents
      : await generateDocuments(day, dated(inputs), contents)
  return { documents: final, inputs, messages: documentMessages(day) }
}

/** What the documents step logs: each document and its size, or that none changed. */
export const describeDocuments =
  (day: string) =>
  ({ documents }: { documents: GeneratedDocument[] }) =>
    documents.length
      ? `${documents.map((document) => `${document.path} ${(document.bytes.length / 1024).toFixed(0)} KB`).join(', ')} (build date ${day})`
      : 'unchanged'
