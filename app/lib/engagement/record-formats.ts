/** The kinds of record counsel may upload, as the engagement's checks name them and the inbox shows them. */
export type RecordKind = 'pdf' | 'jpeg' | 'png' | 'tiff' | 'zip' | 'docx' | 'xlsx' | 'csv' | 'text'

/** Each kind's label, the media type its download is sent with, and the extensions its name may end with (the first is added when none does). */
export const RECORD_FORMATS: Record<RecordKind, { label: string; mediaType: string; extensions: readonly string[] }> = {
  pdf: { label: 'PDF', mediaType: 'application/pdf', extensions: ['.pdf'] },
  jpeg: { label: 'JPEG image', mediaType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { label: 'PNG image', mediaType: 'image/png', extensions: ['.png'] },
  tiff: { label: 'TIFF image', mediaType: 'image/tiff', extensions: ['.tif', '.tiff'] },
  zip: { label: 'ZIP archive', mediaType: 'application/zip', extensions: ['.zip'] },
  docx: {
    label: 'Word document (DOCX)',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  xlsx: {
    label: 'Excel workbook (XLSX)',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
  },
  csv: { label: 'CSV text', mediaType: 'text/csv; charset=utf-8', extensions: ['.csv'] },
  text: { label: 'Plain text', mediaType: 'text/plain; charset=utf-8', extensions: ['.txt'] },
}

export function isRecordKind(kind: string | null | undefined): kind is RecordKind {
  return kind !== null && kind !== undefined && Object.hasOwn(RECORD_FORMATS, kind)
}
