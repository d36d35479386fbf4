/** The tus data store of the engagement's uploads: each upload a record file of the vault, sealed as it arrives. */
import type { Readable } from 'node:stream'
import { DataStore, ERRORS, Upload } from '@tus/server'
import { RecordRefused, type RecordVault } from './record-vault'

const FILENAME_MAX = 255

/** A filename as display text only: control and bidi characters dropped, cut to 255 characters. */
export function displayNameOf(raw: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = (raw ?? '').replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()
  return cleaned.slice(0, FILENAME_MAX) || 'unnamed file'
}

/** The tus store: uploads sealed into the vault; refused before signing, after the window, over 200 MB or past 2 GB in all. */
export class SealedRecordsStore extends DataStore {
  constructor(private readonly vault: RecordVault) {
    super()
    this.extensions = ['creation', 'termination']
  }

  /** DELETE of an upload counsel gave up on: its row and sealed bytes go; a finished record stays (tus answers 400 first). */
  override async remove(id: string): Promise<void> {
    const file = await this.vault.fileOf(id)
    if (!file) throw ERRORS.FILE_NOT_FOUND
    if (file.completedAt !== null) throw ERRORS.INVALID_TERMINATION
    await this.vault.remove(file)
  }

  override async create(upload: Upload): Promise<Upload> {
    const engagementId = upload.metadata?.engagementId
    const leadId = upload.metadata?.leadId
    if (!engagementId || !leadId || upload.size === undefined) throw ERRORS.INVALID_LENGTH
    await this.vault.create({
      id: upload.id,
      engagementId,
      leadId,
      displayName: displayNameOf(upload.metadata?.filename),
      size: upload.size,
    })
    return new Upload({
      id: upload.id,
      size: upload.size,
      offset: 0,
      metadata: { filename: upload.metadata?.filename ?? null },
      creation_date: new Date().toISOString(),
    })
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    try {
      return await this.vault.write(id, offset, stream)
    } catch (error) {
      if (error instanceof RecordRefused) throw { status_code: error.status, body: `${error.message}\n` }
      throw error
    }
  }

  override async getUpload(id: string): Promise<Upload> {
    const file = await this.vault.fileOf(id)
    if (!file) throw ERRORS.FILE_NOT_FOUND
    return new Upload({
      id,
      size: file.size,
      offset: file.received,
      metadata: { filename: file.displayName },
      creation_date: new Date(file.createdAt).toISOString(),
    })
  }
}
