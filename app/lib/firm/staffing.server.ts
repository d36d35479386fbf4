/**
 * Who does what on an engagement, said once: every page that describes the staff uses this statement,
 * composed from the staff roles in content/firm/staff.yaml.
 */
import { staffRoles } from '../content/firm-content.server'

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'] as const

function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count)
}

/** One sentence per role ("The principal economist directs ...", "Two vocational experts interview ..."), as one paragraph. */
export function staffingStatement(): string {
  return staffRoles()
    .map((staff) => `${staff.count === 1 ? 'The' : countWord(staff.count)} ${staff.role} ${staff.work}.`)
    .join(' ')
}
