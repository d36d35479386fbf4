/**
 * The legal reference data, parsed with its schemas when first imported: a file that does not match
 * fails the build with its name and the problem.
 */
import { DISTRICT_FILES, STATE_LAW_FILES } from './index.generated'
import { StateDistrictsSchema, StateLawSchema } from './schema'

interface Parser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
}

function parseAll<T extends { state: string }>(
  folder: string,
  files: Record<string, unknown>,
  schema: Parser<T>,
): ReadonlyMap<string, T> {
  const map = new Map<string, T>()
  for (const [code, value] of Object.entries(files)) {
    const result = schema.safeParse(value)
    if (!result.success) {
      const problems = result.error.issues
        .map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)
        .join('; ')
      throw new Error(`app/copy/law/${folder}/${code}.json is not valid: ${problems}`)
    }
    if (result.data.state !== code.toUpperCase())
      throw new Error(`app/copy/law/${folder}/${code}.json: "state" is ${result.data.state}`)
    map.set(result.data.state, result.data)
  }
  return map
}

/** USPS code -> the federal judicial districts of the state (28 U.S.C. chapter 5). */
export const DISTRICTS_BY_STATE = parseAll('districts', DISTRICT_FILES, StateDistrictsSchema)
/** USPS code -> the state's trial court, workers' compensation agency and damages rules. */
export const LAW_BY_STATE = parseAll('states', STATE_LAW_FILES, StateLawSchema)
