import path from 'node:path'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { RUNTIME_FILE_NAME, RUNTIME_FILE_VERSION, RuntimeContentSchema, type RuntimeContent } from '~/lib/booking/runtime-content'
import { writeFile, type BuildContext } from './context'

/** Writes build/runtime.json, what the server reads from the content folder at run time (docs/architecture.md). */
export function writeRuntimeFile(context: BuildContext, now: Date = new Date()): RuntimeContent {
  const content = RuntimeContentSchema.parse({ version: RUNTIME_FILE_VERSION, builtAt: now.toISOString(), availability: consultationAvailability() })
  writeFile(path.join(context.buildDir, RUNTIME_FILE_NAME), `${JSON.stringify(content, null, 2)}\n`)
  return content
}
