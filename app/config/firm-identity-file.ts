/** content/firm/firm.yaml read and checked, for the bundles that define __FIRM_IDENTITY__. Node only. */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { FirmIdentitySchema } from './content-schema/firm'
import { FIRM_IDENTITY_PATH, type FirmIdentity } from './firm-identity'
import { contentFolderSetting } from './site-config'

/** The identity in `contentFolder` (CONTENT_DIR, else ./content), checked; a broken file throws naming each field and problem. */
function readCheckedFirmIdentity(contentFolder = contentFolderSetting() ?? 'content'): FirmIdentity {
  const file = path.join(path.resolve(contentFolder), FIRM_IDENTITY_PATH)
  const result = FirmIdentitySchema.safeParse(YAML.parse(fs.readFileSync(file, 'utf8')))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
    throw new Error(`${FIRM_IDENTITY_PATH}: ${problems.join('; ')}`)
  }
  return result.data
}

/** Vite's `define` for a browser bundle that shows the firm's identity (the site's, the islands', the inbox's). */
export function firmIdentityDefine(contentFolder?: string): { __FIRM_IDENTITY__: string } {
  return { __FIRM_IDENTITY__: JSON.stringify(readCheckedFirmIdentity(contentFolder)) }
}
