/** What is wrong with a signer's form, in plain words; none when it may be signed. */
import type { SignerProblem } from '~/engagement/engage-pages'
import { isEmailAddress } from '~/lib/input-patterns'
import type { SignerInput } from './engagement-service'

export function signerProblems(signer: SignerInput, textSha256: string): SignerProblem[] {
  return [
    ...(signer.name.length < 2 || signer.name.length > 200
      ? [{ field: 'name' as const, message: 'Type your full name.' }]
      : []),
    ...(signer.title.length < 1 || signer.title.length > 200
      ? [{ field: 'title' as const, message: 'Type your title (for example, Partner).' }]
      : []),
    ...(signer.firm.length < 1 || signer.firm.length > 200
      ? [{ field: 'firm' as const, message: "Type your firm's name." }]
      : []),
    ...(!isEmailAddress(signer.email)
      ? [{ field: 'email' as const, message: 'Type the email address where the signed letter should go.' }]
      : []),
    ...(!signer.consent
      ? [
          {
            field: 'consent' as const,
            message: 'Tick the box to consent to doing business electronically, or call the office for a paper letter.',
          },
        ]
      : []),
    ...(signer.textSha256 !== textSha256
      ? [
          {
            field: 'letter' as const,
            message: 'The letter changed after this page was opened. Reload the page and read it again before signing.',
          },
        ]
      : []),
  ]
}
