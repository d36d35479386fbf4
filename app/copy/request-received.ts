/**
 * The page a form posted without JavaScript lands on once the collector has stored the request
 * (the collector answers 303 to it). With JavaScript, the form gives way to the same confirmation, which
 * adds what was sent and its reference (app/components/forms/request-confirmation.tsx).
 */
import { siteConfig } from '~/config/site-config'
import { CONTACT_NEXT_STEPS } from './contact'
import { PAGE_LINKS } from './navigation'

export const REQUEST_RECEIVED_COPY = {
  title: 'Request Received',
  description:
    'Your consultation request reached the firm. What happens next, and how to reach us sooner if the matter is urgent.',
  h1: 'Your request reached us',
  intro: 'Thank you. The firm has your request; the steps below are what happens next.',
  urgentHeading: 'If the matter is urgent',
  urgentText: `Call ${siteConfig.phone} (${siteConfig.hours.label}) and say that you have sent a request. ${siteConfig.promises.emergency.sentence}`,
  factsHeading: 'What you sent',
  referenceNote: 'Quote the reference if you call about this request.',
  startAgain: 'Send another request',
  nextStepsHeading: 'What happens next',
  nextSteps: CONTACT_NEXT_STEPS,
  linksHeading: 'While you wait',
  links: [PAGE_LINKS.services, PAGE_LINKS.caseStudies, PAGE_LINKS.about, PAGE_LINKS.home],
} as const
