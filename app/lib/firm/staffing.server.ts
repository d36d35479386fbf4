// Every page that describes the staff uses this one statement, from content/firm/staff.yaml and the people's files.
import type { StaffRole } from '~/config/content-schema/types'
import { staffRoles, teamMembers } from '../content-folder/firm-content.server'
import { teamMemberPath } from './team'

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'] as const

function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count)
}

export interface StaffingSegment {
  text: string
  to?: string
}

function nameSegments(people: readonly { name: string; to: string }[]): StaffingSegment[] {
  return people.flatMap((person, index) => {
    const separator = index === 0 ? [] : [{ text: index === people.length - 1 ? ' and ' : ', ' }]
    return [...separator, { text: person.name, to: person.to }]
  })
}

/** The statement as segments, one sentence per role, each testifying role's people linked to their pages. */
export function staffingSegments(
  roles: readonly StaffRole[] = staffRoles(),
  members = teamMembers(),
): StaffingSegment[] {
  return roles.flatMap((staff, index) => {
    const lead = `${index === 0 ? '' : ' '}${staff.count === 1 ? 'The' : countWord(staff.count)} ${staff.role}`
    const people = staff.teamRole
      ? members
          .filter((member) => member.role === staff.teamRole)
          .map((member) => ({ name: member.name, to: teamMemberPath(member.slug) }))
      : []
    if (!people.length) return [{ text: `${lead} ${staff.work}.` }]
    return [{ text: `${lead}, ` }, ...nameSegments(people), { text: `, ${staff.work}.` }]
  })
}

/** The statement as one paragraph of plain text. */
export function staffingStatement(): string {
  return staffingSegments()
    .map((segment) => segment.text)
    .join('')
}
