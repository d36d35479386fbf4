/** The inbox's route inputs: what each address, query and form may carry, with the words staff are shown. */
import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '~/lib/input-patterns'
import { leadId, registerEntryId, secret, staffId } from '../../shared/input-schemas'
import { CONFLICT_RESOLUTION_KINDS } from '~/lib/engagement/conflicts-paragraph'
import { REQUEST_STATUSES, STAFF_ROLES } from '~/lib/inbox/vocabulary'

const text = (max: number) => z.string().max(max)
/** A form of the inbox: its fields and the session's CSRF token (checked by the guard, which runs first). */
const inboxForm = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ _csrf: text(200).optional(), ...shape })

export const requestParams = z.object({ id: leadId })
export const fileParams = z.object({ id: leadId, fileId: text(200).min(1) })
export const entryParams = z.object({ id: registerEntryId })
export const personParams = z.object({ id: staffId })
export const tokenParams = z.object({ token: secret })
export const assetParams = z.object({ file: text(200) })

/** The request list's filters, page and sort; each value is read leniently (server/inbox/routes/request-filter.ts). */
export const listQuery = z.object({
  q: text(2000).optional(),
  status: text(40).optional(),
  form: text(200).optional(),
  caseType: text(2000).optional(),
  urgent: text(10).optional(),
  from: text(40).optional(),
  to: text(40).optional(),
  spam: text(20).optional(),
  sort: text(40).optional(),
  page: text(20).optional(),
  erased: text(10).optional(),
})
/** The notice a redirect names (unknown names show none). */
export const noticeQuery = z.object({ done: text(40).optional() })

export const signOutForm = inboxForm({}).optional()
export const statusForm = inboxForm({ status: z.enum(REQUEST_STATUSES, { error: 'Unknown status.' }) })
export const spamForm = inboxForm({ spam: z.enum(['yes', 'no'], { error: 'Say spam=yes or spam=no.' }) })
const NOTE_LENGTH = 'A note is 1 to 5,000 characters.'
export const noteForm = inboxForm({
  body: z.string({ error: NOTE_LENGTH }).trim().min(1, NOTE_LENGTH).max(5000, NOTE_LENGTH),
})
/** An empty staffId unassigns; whether the person is still active is the handler's question. */
export const UNKNOWN_ASSIGNEE = 'Choose a person from the list.'
export const assignForm = inboxForm({
  staffId: z
    .string({ error: UNKNOWN_ASSIGNEE })
    .refine((value) => value === '' || staffId.safeParse(value).success, UNKNOWN_ASSIGNEE),
})
export const ERASE_NOT_CONFIRMED = 'Confirm the erasure first.'
export const eraseForm = inboxForm({ confirm: z.literal('erase', { error: ERASE_NOT_CONFIRMED }) })
const RESOLUTION_DETAIL =
  'Give the reason they are not the same party, or what was disclosed and who consented (up to 2,000 characters).'
/** A possible conflict's resolution: which register entry, how it was resolved, and why. */
export const resolutionForm = inboxForm({
  entryId: registerEntryId,
  kind: z.enum(CONFLICT_RESOLUTION_KINDS, { error: 'Choose "Not the same party" or "Disclosed and waived".' }),
  detail: z.string({ error: RESOLUTION_DETAIL }).trim().min(1, RESOLUTION_DETAIL).max(2000, RESOLUTION_DETAIL),
})
const DECLINE_REASON = 'Give the reason for declining, in 1 to 2,000 characters: counsel receives it by email.'
/** The firm declines an engagement counsel signed: the reason is required, and mailed to counsel. */
export const declineForm = inboxForm({
  reason: z.string({ error: DECLINE_REASON }).trim().min(1, DECLINE_REASON).max(2000, DECLINE_REASON),
})
/** A form that carries only the session's CSRF token (a button). */
export const csrfForm = inboxForm({})
/** The register's fields as typed; their rules are the register's (server/inbox/register-input.ts). */
export const registerForm = inboxForm({
  matterId: text(10_000).optional(),
  caption: text(10_000).optional(),
  name: text(10_000).optional(),
  role: text(10_000).optional(),
  sideRetained: text(10_000).optional(),
  opened: text(10_000).optional(),
  closed: text(10_000).optional(),
})
/** A matter's closing date as typed (empty opens it again); the register's rules check it. */
export const closeMatterForm = inboxForm({ closed: text(100).optional() })
const EMAIL_WANTED = "Enter the person's email address."
const NAME_WANTED = "Enter the person's name (up to 200 characters)."
export const personForm = inboxForm({
  email: z
    .string({ error: EMAIL_WANTED })
    .trim()
    .max(EMAIL_MAX_LENGTH, EMAIL_WANTED)
    .regex(EMAIL_PATTERN, EMAIL_WANTED),
  name: z
    .string({ error: NAME_WANTED })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, NAME_WANTED).max(200, NAME_WANTED)),
  role: z.enum(STAFF_ROLES, { error: 'Choose admin or staff.' }),
})

/** A passkey ceremony's start (an empty JSON object) and its finish (the ceremony and the authenticator's answer). */
export const ceremonyStart = z.object({}).optional()
export const ceremonyFinish = z.object({ ceremonyId: secret, response: z.unknown() })
