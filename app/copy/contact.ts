/**
 * Copy around the forms on /contact and /schedule-consultation. Promises, hours and contact
 * details are read from site-config; the how-to guides shown are named by id from ./how-to.ts.
 */
import type { Step } from '~/config/content-schema/types'
import { siteConfig } from '~/config/site-config'

const { promises } = siteConfig

export const CONTACT_NEXT_STEPS: Step[] = [
  {
    name: 'We read your request',
    text: `The expert whose field the matter needs reviews it. ${promises.inquiryResponse.sentence}`,
  },
  {
    name: 'We check for conflicts',
    text: 'We check the parties and counsel against our prior matters and confirm that we are clear before you send anything confidential.',
  },
  {
    name: 'We discuss the case with you',
    text: `${promises.freeReview.sentence} In it we tell you which analyses the matter needs, which records they require, and what the work would cost.`,
  },
]

export const SCHEDULE_AGENDA: Step[] = [
  {
    name: 'The facts and the deadline',
    text: 'Who the parties are, what happened, what has been disclosed so far and when your expert reports are due.',
  },
  {
    name: 'The economic questions',
    text: 'Which losses are in dispute, which analyses would measure them, and whether vocational or life care opinions are needed first.',
  },
  {
    name: 'Records and timing',
    text: 'What we would need to see, how long the analysis would take and whether a rush schedule is realistic.',
  },
  {
    name: 'Scope and fees',
    text: 'A fee estimate for the work discussed, so you can decide whether to retain us with the numbers in front of you.',
  },
]

/** The how-to guides each page shows (and describes in its HowTo structured data). */
export const CONTACT_HOW_TO_IDS = ['retain', 'records'] as const
export const SCHEDULE_HOW_TO_IDS = ['retain', 'case-process'] as const

export const CONTACT_COPY = {
  formHeading: 'Send us your matter',
  formIntro:
    'A few lines on the matter and the deadline are enough. Please leave out confidential details until we have confirmed there is no conflict.',
  directHeading: 'Reach us directly',
  nextStepsHeading: 'What happens next',
  commitmentsHeading: 'What you can expect',
  howToHeading: 'Retaining us, step by step',
} as const

export const SCHEDULE_COPY = {
  formHeading: 'Book a consultation time',
  formIntro:
    'Choose an open time and it is booked at once, with a calendar invitation by email. If none suits you, give a preferred date and time window instead, and we will call or write to agree a time.',
  agendaHeading: 'What we cover in the consultation',
  hoursHeading: 'When we are available',
  commitmentsHeading: 'What you can expect',
  howToHeading: 'From the first call to testimony',
} as const
