import { siteConfig } from '~/config/site-config'
import type { FormType } from './fields'

export const VALIDATION_MESSAGES = {
  name: 'Please provide your first and last name.',
  email: 'Please provide a valid email address.',
  phone: 'Please provide a valid phone number.',
  emergency: 'Please specify urgency level and deadline for emergency requests.',
} as const

export const NOTICE_TITLES = {
  validation: 'Validation Error',
  submission: 'Submission Error',
  success: 'Success!',
} as const

const { inquiryResponse, emergency } = siteConfig.promises

/** The confirmations; the reply times are the promises' own numbers (app/config/site-config.ts). */
export const SUCCESS_MESSAGES: Record<FormType, string> = {
  contact: `Your consultation request has been received. We'll contact you within ${String(inquiryResponse.withinHours)} hours.`,
  schedule: "Your appointment request has been received. We'll confirm your consultation time shortly.",
  emergency: `Emergency request received! We'll contact you within ${String(emergency.withinHours)} hours during business hours.`,
}

export const SUBMISSION_ERROR = {
  before: 'There was an error submitting the request. Please try again or call the office at ',
  after: '.',
} as const

export function submissionErrorText(phone: string = siteConfig.phone): string {
  return `${SUBMISSION_ERROR.before}${phone}${SUBMISSION_ERROR.after}`
}
