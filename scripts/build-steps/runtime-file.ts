import fs from 'node:fs'
import path from 'node:path'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { engagementContent, engagementSignatories } from '~/lib/engagement/engagement-content.server'
import { recordsByCaseTypeName } from '~/lib/content-folder/records'
import { RUNTIME_FILE_NAME, RUNTIME_FILE_VERSION, RuntimeFileSchema, type RuntimeFile } from '~/lib/runtime-file-schema'
import { writeFile, type BuildContext } from './context'

/**
 * Writes build/runtime.json, what the server reads from the content folder at run time (docs/architecture.md).
 * No clock in it: an incremental build that changes none of its content leaves the file untouched.
 */
export function writeRuntimeFile(context: BuildContext, stylesheets: readonly string[]): RuntimeFile {
  const content = RuntimeFileSchema.parse({
    version: RUNTIME_FILE_VERSION,
    availability: consultationAvailability(),
    engagement: engagementContent(),
    signatories: engagementSignatories(),
    recordsChecklist: recordsByCaseTypeName(),
    stylesheets,
  })
  writeFile(path.join(context.buildDir, RUNTIME_FILE_NAME), `${JSON.stringify(content, null, 2)}\n`)
  return content
}

/**
 * The stylesheet names of the runtime file the previous build wrote: an incremental build keeps that
 * build's assets, so they still hold. Undefined when there is no such file or it names none.
 */
export function previousStylesheets(context: BuildContext): string[] | undefined {
  const file = path.join(context.buildDir, RUNTIME_FILE_NAME)
  if (!fs.existsSync(file)) return undefined
  const previous = RuntimeFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  return previous.success && previous.data.stylesheets?.length ? previous.data.stylesheets : undefined
}
