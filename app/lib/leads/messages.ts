import { siteConfig } from '~/config/site-config'
import type { FormType } from './fields'

export const VALIDATION_MESSAGES = {
  name: 'Please provide your first and last name.',
  email: 'Please provide a valid email address.',
  phone: 'Please provide a valid phone number.',
  emergency: 'Please specify urgency level and deadline for emergency requests.',
} as const

/** A booked time needs a number to call (issue 54); the four messages above are the seed's own and stay as they are. */
export const BOOKING_PHONE_MESSAGE = 'Please give the phone number the office should call at the time you chose.'

export const NOTICE_TITLES = {
  submission: 'Submission Error',
} as const

const { inquiryResponse, emergency } = siteConfig.promises

/** When the firm answers a stored request, as its confirmation says; the hours are the promises' own (app/config/site-config.ts). */
export const SUCCESS_MESSAGES: Record<FormType, string> = {
  contact: `We will reply within ${String(inquiryResponse.withinHours)} hours, by phone or email.`,
  schedule: `We will confirm the consultation time by phone or email within ${String(inquiryResponse.withinHours)} hours.`,
  emergency: `We will reply within ${String(emergency.withinHours)} hours during business hours.`,
}

export const SUBMISSION_ERROR = {
  before: 'There was an error submitting the request. Please try again or call the office at ',
  after: '.',
} as const

export function submissionErrorText(phone: string = siteConfig.phone): string {
  return `${SUBMISSION_ERROR.before}${phone}${SUBMISSION_ERROR.after}`
}
