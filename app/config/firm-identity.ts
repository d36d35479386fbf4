/** The firm's identity (content/firm/firm.yaml), bundled as __FIRM_IDENTITY__. In the browser bundle: no zod, no Node import. */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
type Weekday = (typeof WEEKDAYS)[number]

/** US time zones by IANA name: how a visitor names each in full and in short. */
export const US_TIME_ZONES: Readonly<Record<string, { long: string; short: string }>> = {
  'America/New_York': { long: 'Eastern', short: 'ET' },
  'America/Detroit': { long: 'Eastern', short: 'ET' },
  'America/Chicago': { long: 'Central', short: 'CT' },
  'America/Denver': { long: 'Mountain', short: 'MT' },
  'America/Phoenix': { long: 'Mountain Standard', short: 'MST' },
  'America/Los_Angeles': { long: 'Pacific', short: 'PT' },
  'America/Anchorage': { long: 'Alaska', short: 'AKT' },
  'Pacific/Honolulu': { long: 'Hawaii', short: 'HST' },
}

export interface OpeningHours {
  days: readonly Weekday[]
  opens: string
  closes: string
  /** The office's time zone: an IANA name in the United States (US_TIME_ZONES) */
  timeZone: string
}

export interface FirmIdentity {
  name: string
  shortName: string
  legalName: string
  phone: string
  email: string
  address: { street: string; city: string; region: string; postalCode: string; country: string }
  hours: OpeningHours
}

export const FIRM_IDENTITY_PATH = 'firm/firm.yaml'

declare const __FIRM_IDENTITY__: FirmIdentity | undefined

/** The identity the build bundled, else the file read from the content folder (Node only). */
export function loadFirmIdentity(contentFolder: string | undefined): FirmIdentity {
  if (typeof __FIRM_IDENTITY__ !== 'undefined') return __FIRM_IDENTITY__
  return readFirmIdentityFile(contentFolder)
}

type NodeProcess = { getBuiltinModule?: (id: string) => unknown; cwd: () => string }

/** Reads firm.yaml with dynamic imports, which the browser bundle must not carry (it uses the bundled value). */
function readFirmIdentityFile(contentFolder: string | undefined): FirmIdentity {
  const nodeProcess = (globalThis as { process?: NodeProcess }).process
  if (!nodeProcess?.getBuiltinModule)
    throw new Error(`The firm's identity (${FIRM_IDENTITY_PATH}) was not bundled and cannot be read here`)
  const fs = nodeProcess.getBuiltinModule('node:fs') as typeof import('node:fs')
  const path = nodeProcess.getBuiltinModule('node:path') as typeof import('node:path')
  const { createRequire } = nodeProcess.getBuiltinModule('node:module') as typeof import('node:module')
  const YAML = createRequire(import.meta.url)('yaml') as typeof import('yaml')
  const { fileURLToPath } = nodeProcess.getBuiltinModule('node:url') as typeof import('node:url')
  // CONTENT_DIR, else ./content of the working directory, else the project's own (a command run elsewhere, such as leads:export).
  const candidates = contentFolder
    ? [contentFolder]
    : [path.join(nodeProcess.cwd(), 'content'), fileURLToPath(new URL('../../content', import.meta.url))]
  const files = candidates.map((folder) => path.join(path.resolve(folder), FIRM_IDENTITY_PATH))
  const file = files.find((candidate) => fs.existsSync(candidate)) ?? files[0]!
  return YAML.parse(fs.readFileSync(file, 'utf8')) as FirmIdentity
}
