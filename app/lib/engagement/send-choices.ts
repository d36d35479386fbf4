/**
 * The send panel's choices as the form carries them (expert, scope, payer, forum), read into the letter's terms
 * with a plain message for each one missing or unknown. Pure: the inbox's routes and their tests share it.
 */
import type { LetterTerms } from './letter'
import { type Forum, type Payer, PAYERS, type Scope, SCOPES } from './letter-terms'

export const SEND_FIELDS = ['expert', 'scope', 'payer', 'forum'] as const
export type SendField = (typeof SEND_FIELDS)[number]
export type SendValues = Partial<Record<SendField, string>>

export const SEND_FIELD_LABELS: Record<SendField, string> = {
  expert: 'Expert',
  scope: 'Scope',
  payer: 'Who pays',
  forum: 'Forum',
}

const MESSAGES: Record<SendField, string> = {
  expert: 'Choose the expert who will do the work.',
  scope: 'Choose testifying or consulting only.',
  payer: 'Choose who pays the firm.',
  forum: 'Confirm the forum: federal court, or the state whose court hears the case.',
}

/** The forum as a form value: `federal` or `state:TX`. */
export const forumValue = (forum: Forum) => (forum.kind === 'federal' ? 'federal' : `state:${forum.state}`)

export function readSendChoices(
  values: SendValues,
  known: { experts: readonly string[]; states: readonly string[] },
): { choices: Omit<LetterTerms, 'conflicts'> } | { problems: { field: SendField; message: string }[] } {
  const expert = values.expert && known.experts.includes(values.expert) ? values.expert : undefined
  const scope = SCOPES.find((entry) => entry === values.scope)
  const payer = PAYERS.find((entry) => entry === values.payer)
  const stateCode = /^state:([A-Z]{2})$/.exec(values.forum ?? '')?.[1]
  const forum: Forum | undefined =
    values.forum === 'federal'
      ? { kind: 'federal' }
      : stateCode && known.states.includes(stateCode)
        ? { kind: 'state', state: stateCode }
        : undefined
  const problems = SEND_FIELDS.filter((field) => ({ expert, scope, payer, forum })[field] === undefined).map(
    (field) => ({ field, message: MESSAGES[field] }),
  )
  if (problems.length || !expert || !scope || !payer || !forum) return { problems }
  return { choices: { expert, scope: scope satisfies Scope, payer: payer satisfies Payer, forum } }
}
