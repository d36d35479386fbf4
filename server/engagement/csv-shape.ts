/**
 * Whether streamed text is consistent CSV (RFC 4180 as csv-parse reads it): at least two columns, every row
 * as wide as the first. Anything else (a transcript, an export with a title line) is plain text.
 */
import { once } from 'node:events'
import { parse } from 'csv-parse'

export class CsvShape {
  private readonly parser = parse({ bom: true, skip_empty_lines: true, max_record_size: 1024 * 1024 })
  private failed = false
  private columns = 0
  private rows = 0

  constructor() {
    this.parser.on('data', (row: string[]) => {
      if (this.rows === 0) this.columns = row.length
      this.rows += 1
    })
    // A ragged row or a stray quote: plain text, not an error.
    this.parser.on('error', () => {
      this.failed = true
    })
  }

  push(bytes: Buffer): void {
    if (!this.failed) this.parser.write(bytes)
  }

  async isCsv(): Promise<boolean> {
    if (!this.failed) {
      this.parser.end()
      await Promise.race([once(this.parser, 'end'), once(this.parser, 'close')]).catch(() => undefined)
    }
    return !this.failed && this.rows > 0 && this.columns >= 2
  }
}
