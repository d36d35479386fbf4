/** The labels of the calls to action that recur across pages, typed once. */
export const CALL_TO_ACTION = {
  schedule: 'Schedule a free consultation',
  /** Followed by the phone number */
  call: 'Call',
  /** The end of a card that is a link as a whole */
  learnMore: 'Learn more',
} as const
