/**
 * The pages the lead collector answers to a form posted without JavaScript (a plain HTML form post):
 * when a rule fails, the form again with the visitor's text and what to correct; when the collector
 * refuses the post altogether, a short explanation.
 */
export const FORM_FALLBACK_COPY = {
  correctTitle: 'Please check your request',
  correctIntro:
    'Your request has not been sent yet. Correct the fields below and send it again; everything you typed is still here.',
  submit: 'Send request',
  returnLink: 'Return to the site',
  refusedTitle: 'Your request was not sent',
} as const
