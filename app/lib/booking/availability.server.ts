/**
 * The consultation availability the build writes into the runtime file: content/firm/availability.yaml
 * with every default resolved (the firm's opening hours, its time zone) and each person's name, checked
 * against the people the content folder knows.
 */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { AVAILABILITY_FILE } from '~/config/content-schema/files'
import { MeetingSchema } from '~/config/content-schema/people'
import type { Meeting } from './meeting'
import { ContentFileError, contentDir, displayName, readSingleton } from '~/lib/content-folder/content-files.server'
import { principal } from '~/lib/content-folder/firm-content.server'
import { firmOpeningHours, firmTimeZone } from './firm-zone'
import type { Availability, Consultant } from './slots'

/** The folder of the firm's people other than the principal, one YAML file per person named by its slug. */
const PEOPLE_FOLDER = 'firm/people'

/** A person of content/firm/people/ by slug: their name and meeting, or undefined when there is no such file. */
function personFile(slug: string): { name: string; meeting: Meeting | undefined } | undefined {
  const file = path.join(contentDir(), PEOPLE_FOLDER, `${slug}.yaml`)
  if (!fs.existsSync(file)) return undefined
  const parsed = YAML.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown; meeting?: unknown } | null
  const meeting = MeetingSchema.safeParse(parsed?.meeting)
  return {
    name: typeof parsed?.name === 'string' && parsed.name.trim() ? parsed.name.trim() : slug,
    meeting: meeting.success ? meeting.data : undefined,
  }
}

export function consultationAvailability(): Availability {
  const file = readSingleton(AVAILABILITY_FILE)
  const problems: string[] = []
  const people: Consultant[] = file.people.map((person, index) => {
    const file = person.id === 'principal' ? principal() : personFile(person.id)
    const name = file?.name
    if (name === undefined)
      problems.push(
        `people[${String(index)}].id: "${person.id}" is neither "principal" nor a person of ${displayName(PEOPLE_FOLDER)}/`,
      )
    return {
      id: person.id,
      name: name ?? person.id,
      hours: person.hours && person.hours.length > 0 ? person.hours : firmOpeningHours(),
      slotMinutes: person.slotMinutes,
      bufferMinutes: person.bufferMinutes,
      minimumNoticeBusinessHours: person.minimumNoticeBusinessHours,
      horizonDays: person.horizonDays,
      closedDates: person.closedDates.map((closed) => closed.date),
      ...(file?.meeting ? { meeting: file.meeting } : {}),
    }
  })
  if (problems.length) throw new ContentFileError(displayName(AVAILABILITY_FILE.path), problems)
  return { timeZone: firmTimeZone(), people }
}

/** The longest time ahead anyone can be booked online, in days: what the schedule page says when none is open. */
export function onlineBookingHorizonDays(): number {
  return Math.max(0, ...readSingleton(AVAILABILITY_FILE).people.map((person) => person.horizonDays))
}
