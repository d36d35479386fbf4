/**
 * The people who may use the inbox:
 *   npm run staff:add -- --email ADDRESS --name "NAME" --role admin|staff [--person principal|SLUG]
 *   npm run staff:remove -- --email ADDRESS
 * staff:add creates the person, or re-invites them (a second device, a lost passkey), and prints a one-time
 * enrollment link, valid for 24 hours, alone on its last line. staff:remove ends the person's sessions and
 * deletes their passkeys. --person links the account to a person of the site (the principal, or a people file's
 * name): a linked person whose content says signsEngagements countersigns engagement letters in the inbox. Reads DATABASE_URL (PostgreSQL) or else DATA_DIR (SQLite), and INBOX_ORIGIN (else
 * SITE_URL) for the link.
 */
import { isStaffRole, type StaffRole } from '../app/lib/inbox/vocabulary'
import { loadServerConfig, type ServerConfig } from '../server/config'
import { openInboxForCommand } from './command-store'
import { hashSecret, newSecret, ENROLLMENT_VALID_MS } from '../server/shared/tokens'
import { runsAsScript } from '../server/shared/run-as-script'
import { isEmailAddress } from '../app/lib/input-patterns'
import { PERSON_ID, StaffPersonStore } from '../server/inbox/staff-person-store'

const USAGE =
  'Usage: npm run staff:add -- --email ADDRESS --name "NAME" --role admin|staff [--person principal|SLUG]\n       npm run staff:remove -- --email ADDRESS'

export type StaffCommand =
  { action: 'add'; email: string; name: string; role: StaffRole; person?: string } | { action: 'remove'; email: string }

export function parseStaffArguments(action: string, argv: readonly string[]): StaffCommand {
  const values: Record<string, string> = {}
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? ''
    const [flag, inline] =
      argument.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s) : [argument, undefined]
    if (!['--email', '--name', '--role', '--person'].includes(flag ?? ''))
      throw new Error(`Unknown argument "${argument}". ${USAGE}`)
    const value = inline ?? argv[(index += 1)]
    if (value === undefined || value.trim() === '') throw new Error(`${String(flag)} needs a value. ${USAGE}`)
    values[(flag ?? '').slice(2)] = value.trim().replace(/\s+/g, ' ')
  }
  const email = values.email
  if (!email || !isEmailAddress(email)) throw new Error(`--email must be an email address. ${USAGE}`)
  if (action === 'remove') {
    if (values.name !== undefined || values.role !== undefined || values.person !== undefined)
      throw new Error(`staff:remove takes --email only. ${USAGE}`)
    return { action, email }
  }
  if (action !== 'add') throw new Error(USAGE)
  const name = values.name
  if (!name || name.length > 200) throw new Error(`--name must be the person's name (up to 200 characters). ${USAGE}`)
  if (!isStaffRole(values.role)) throw new Error(`--role must be admin or staff. ${USAGE}`)
  const person = values.person
  if (person !== undefined && !PERSON_ID.test(person))
    throw new Error(`--person must be principal or a people file's name (for example avery-sample). ${USAGE}`)
  return { action, email, name, role: values.role, ...(person ? { person } : {}) }
}

/** Runs the command; returns the lines to print (the enrollment link alone on the last one). */
export async function runStaffCommand(
  command: StaffCommand,
  config: Pick<ServerConfig, 'DATABASE_URL' | 'dataDir' | 'inboxOrigin'>,
): Promise<string[]> {
  const { store, close } = await openInboxForCommand(config)
  try {
    if (command.action === 'remove') {
      const person = await store.findStaffByEmail(command.email)
      if (!person?.active) throw new Error(`Nobody with the address ${command.email} has access.`)
      await store.removeStaff(person.id)
      await store.audit(null, 'staff.removed', { subjectId: person.id })
      return [`${person.name} was removed: their sessions ended and their passkeys were deleted.`]
    }
    const known = await store.findStaffByEmail(command.email)
    const person = await store.upsertStaff({ email: command.email, name: command.name, role: command.role })
    if (command.person) await new StaffPersonStore(store.db).linkPerson(person.id, command.person)
    const token = newSecret()
    await store.createEnrollment(person.id, hashSecret(token), Date.now() + ENROLLMENT_VALID_MS)
    await store.audit(null, 'staff.invited', { subjectId: person.id })
    return [
      `${known?.active ? 'Re-invited' : 'Added'} ${person.name} (${person.role}${command.person ? `, linked to ${command.person}` : ''}).`,
      'Send this one-time enrollment link to them by a channel you trust; it is valid for 24 hours and registers one passkey:',
      `${config.inboxOrigin}/inbox/enroll/${token}`,
    ]
  } finally {
    await close()
  }
}

async function main() {
  try {
    const command = parseStaffArguments(process.argv[2] ?? '', process.argv.slice(3))
    for (const line of await runStaffCommand(command, loadServerConfig())) process.stdout.write(`${line}\n`)
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'staff')) void main()
