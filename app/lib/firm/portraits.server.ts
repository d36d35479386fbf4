import fs from 'node:fs'
import path from 'node:path'
import { contentDir } from '~/lib/content-folder/content-files.server'
import { recordContentRead } from '~/lib/content-folder/content-reads'
import { type Portrait, PORTRAITS_FOLDER, portraitFileName, portraitOf } from './portraits'

/** The files of the portraits folder (none when it is absent). */
function portraitFiles(folder = path.join(contentDir(), PORTRAITS_FOLDER)): string[] {
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => !name.startsWith('.'))
        .sort()
    : []
}

/** The portrait of "principal" or a team member's slug, when the content folder has one. */
export function portraitFor(id: string): Portrait | undefined {
  recordContentRead(`${PORTRAITS_FOLDER}/`)
  const fileName = portraitFileName(id, portraitFiles())
  return fileName ? portraitOf(id, fileName) : undefined
}
