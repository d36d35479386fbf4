/**
 * Who does what on an engagement, said once: every page that describes the staff uses this statement,
 * composed from the staff roles in app/config/firm-profile.ts.
 */
import { firmProfile } from '~/config/firm-profile'

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'] as const

function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count)
}

/** One sentence per role: "The principal economist directs ...", "Two vocational experts interview ...". */
const STAFFING_SENTENCES: string[] = firmProfile.staff.map((staff) => `${staff.count === 1 ? 'The' : countWord(staff.count)} ${staff.role} ${staff.work}.`)

/** The statement as one paragraph. */
export const STAFFING_STATEMENT: string = STAFFING_SENTENCES.join(' ')
