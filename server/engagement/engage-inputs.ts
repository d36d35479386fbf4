/** What counsel's engagement pages accept: the signing form and the token in the path. */
import { z } from 'zod'
import { secret } from '../shared/input-schemas'

/** A field as typed, trimmed and with its runs of spaces made one; the letter's rules are the service's. */
const typed = z
  .string()
  .max(2000)
  .optional()
  .transform((value) => (value ?? '').trim().replace(/\s+/g, ' '))
export const signForm = z.object({
  name: typed,
  title: typed,
  firm: typed,
  email: typed,
  consent: typed,
  textSha256: typed,
})
export const tokenParams = z.object({ token: secret })
