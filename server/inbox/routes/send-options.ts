import type { SendOptions } from '~/inbox/engagement-send-page'
import type { InboxContext } from './context'

/** The experts and states staff choose from, from the letter's runtime content. */
export function sendOptionsOf(context: InboxContext): SendOptions {
  const content = context.engagements.content
  return {
    experts: content?.experts ?? [],
    states: Object.entries(content?.stateNames ?? {})
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
}
