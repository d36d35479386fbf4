/** The notices a page shows after a change, named by the `done` its redirect carries: fixed data, never edited. */
export const REQUEST_NOTICES = Object.freeze({
  status: 'Status saved.',
  note: 'Note added.',
  assigned: 'Assignment saved.',
  resolved: 'Resolution saved.',
  spam: 'Marked as spam.',
  released: 'Marked as not spam; the held notifications are on their way.',
  'not-spam': 'Marked as not spam.',
  sent: 'Engagement sent: counsel has the link by email.',
  resent: 'A new link was sent; the old one no longer works.',
  withdrawn: 'Engagement withdrawn; its link no longer works.',
  closed: 'Upload window closed.',
  countersigned: 'Countersigned: the request is retained, and both sides have the final signed letter by email.',
  declined: 'Engagement declined: counsel was told, and the upload window is closed.',
  unmailed:
    'The engagement link was made, but the email could not be sent (no mail set up, or the mail server refused): resend it once mail works.',
})

export type RequestNotice = keyof typeof REQUEST_NOTICES

export const REGISTER_NOTICES = Object.freeze({
  added: 'Entry added; requests are being screened again.',
  saved: 'Entry saved; requests are being screened again.',
  removed: 'Entry removed; requests are being screened again.',
  closed: 'Matter closed; requests are being screened again.',
  reopened: 'Matter open again; requests are being screened again.',
})

export type RegisterNotice = keyof typeof REGISTER_NOTICES

/** The notice `done` names, or none for anything else (a made-up or inherited name shows nothing). */
export function noticeFor(notices: Readonly<Record<string, string>>, done: unknown): string | undefined {
  return typeof done === 'string' && Object.hasOwn(notices, done) ? notices[done] : undefined
}
