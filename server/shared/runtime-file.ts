import fs from 'node:fs'
import path from 'node:path'
import { RUNTIME_FILE_NAME, RuntimeFileSchema, type RuntimeFile } from '~/lib/runtime-file-schema'

/** The runtime file the build writes beside the client build (build/runtime.json); undefined when there is none. */
export function readRuntimeFile(buildDir: string): RuntimeFile | undefined {
  const file = path.join(path.dirname(buildDir), RUNTIME_FILE_NAME)
  if (!fs.existsSync(file)) return undefined
  return RuntimeFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
}
