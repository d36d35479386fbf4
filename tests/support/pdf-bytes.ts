import { randomBytes } from 'node:crypto'

const HEAD = '%PDF-1.7\n'
const TRAILER = '\nstartxref\n9\n%%EOF\n'

/** `size` bytes the record check takes as a PDF (its signature, random bytes, a trailer with startxref and %%EOF). */
export function pdfBytes(size: number): Buffer {
  return Buffer.concat([Buffer.from(HEAD), randomBytes(size - HEAD.length - TRAILER.length), Buffer.from(TRAILER)])
}
