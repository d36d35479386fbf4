/**
 * Who does what on an engagement, said once: every page that describes the staff uses this statement,
 * composed from the staff roles in content/firm/staff.yaml, with the people of each testifying role
 * named from their files in content/firm/people/ (and linked where the page can link).
 */
import type { StaffRole } from '~/config/content-types'
import { staffRoles, teamMembers } from '../content/firm-content.server'
import { teamMemberPath } from './team'

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'] as const

function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count)
}

/** A run of the statement: plain text, or a person's name with their page. */
export interface StaffingSegment {
  text: string
  to?: string
}

/** The names as segments: "A", "A and B", "A, B and C", each name with its page. */
function nameSegments(people: readonly { name: string; to: string }[]): StaffingSegment[] {
  return people.flatMap((person, index) => {
    const separator = index === 0 ? [] : [{ text: index === people.length - 1 ? ' and ' : ', ' }]
    return [...separator, { text: person.name, to: person.to }]
  })
}

/**
 * The statement as segments, one sentence per role ("The principal economist directs ...", "Two vocational
 * experts, A and B, interview ..."), each testifying role's people named and linked to their pages.
 */
export function staffingSegments(roles: readonly StaffRole[] = staffRoles(), members = teamMembers()): StaffingSegment[] {
  return roles.flatMap((staff, index) => {
    const lead = `${index === 0 ? '' : ' '}${staff.count === 1 ? 'The' : countWord(staff.count)} ${staff.role}`
    const people = staff.teamRole ? members.filter((member) => member.role === staff.teamRole).map((member) => ({ name: member.name, to: teamMemberPath(member.slug) })) : []
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
