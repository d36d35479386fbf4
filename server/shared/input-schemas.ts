/** The shared value shapes (app/lib/input-patterns.ts) as zod schemas, for the routes' params, queries and bodies. */
import { z } from 'zod'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FORM_ID_PATTERN,
  LEAD_ID_PATTERN,
  REGISTER_ENTRY_ID_PATTERN,
  SECRET_PATTERN,
  STAFF_ID_PATTERN,
} from '~/lib/input-patterns'

export const emailAddress = z.string().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN)
export const leadId = z.string().regex(LEAD_ID_PATTERN)
export const staffId = z.string().regex(STAFF_ID_PATTERN)
export const registerEntryId = z.string().regex(REGISTER_ENTRY_ID_PATTERN)
export const secret = z.string().regex(SECRET_PATTERN)
export const formId = z.string().regex(FORM_ID_PATTERN)
