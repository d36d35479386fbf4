import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ContactForm } from '~/components/forms/contact-form'
import { ScheduleForm } from '~/components/forms/schedule-form'
import { FORM_FALLBACK_COPY } from '~/copy/form-fallback-copy'
import { FORM_TYPES, HONEYPOT_FIELD, type FormType } from '~/lib/leads/fields'
import { FORM_FIELDS } from '~/lib/leads/form-fields'
import { VALIDATION_MESSAGES } from '~/lib/leads/messages'
import type { ValidationIssue } from '~/lib/leads/rules'
import { buildIntakeOptions } from '~/lib/pages/intake-options'
import {
  CARRIED_FIELDS,
  NEXT_FIELD,
  renderCorrectionPage,
  renderRefusalPage,
  type FormPageSetting,
} from './form-fallback-pages'

const intake = buildIntakeOptions()
const caseTypes = ['Personal Injury', 'Wrongful Death']
const setting: FormPageSetting = {
  stylesheets: ['/assets/root-abc123.css'],
  caseTypes,
  intake: { ...intake, records: {} },
  siteUrl: 'https://www.firm.example.com',
}
const issue = (field: string, message: string): ValidationIssue => ({ field, code: 'required', message })

/** The names of the controls a form sends, in document order, each once. */
function controlNames(html: string): string[] {
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
  return [
    ...new Set([...form.matchAll(/<(?:input|select|textarea)\b[^>]*?\sname="([^"]+)"/g)].map((match) => match[1]!)),
  ]
}

const correction = (
  formType: FormType,
  body: Record<string, unknown> = { formType },
  issues: ValidationIssue[] = [issue('email', VALIDATION_MESSAGES.email)],
  next?: string,
) => renderCorrectionPage({ formId: formType, formType, body, next, issues }, setting)

describe('the page a form posted without JavaScript gets back', () => {
  it("shows the fields of the form type's one list, as the app's forms take them", () => {
    for (const formType of FORM_TYPES) {
      const shown = controlNames(correction(formType)).filter(
        (name) => !(CARRIED_FIELDS as readonly string[]).includes(name),
      )
      expect(shown, formType).toEqual(expect.arrayContaining([...FORM_FIELDS[formType]]))
      expect(shown, formType).toHaveLength(FORM_FIELDS[formType].length)
    }
  })

  it("shows the same controls as the app's contact and schedule forms (React DOM renders both from the same parts)", () => {
    const app = (element: React.ReactElement) =>
      controlNames(renderToString(element)).filter((name) => name !== 'formType' && name !== HONEYPOT_FIELD)
    const fallback = (formType: FormType) =>
      controlNames(correction(formType)).filter((name) => !(CARRIED_FIELDS as readonly string[]).includes(name))
    // The app's contact form shows its emergency fields once its switch is on; without them it is the contact list.
    expect(fallback('contact')).toEqual(app(<ContactForm caseTypes={caseTypes} intake={intake} />))
    expect(fallback('schedule')).toEqual(app(<ScheduleForm caseTypes={caseTypes} intake={intake} horizonDays={21} />))
    expect(fallback('emergency')).toEqual(expect.arrayContaining([...fallback('contact'), 'urgency', 'deadline']))
  })

  it('gives back every typed value, escaped, marks each failing field with its message, and carries no script', () => {
    const body = {
      formType: 'emergency',
      firstName: 'Jane <b>',
      lastName: '',
      email: 'jane@nowhere',
      urgency: 'High: within 48 hours',
      courtState: 'OH',
      caseType: 'Unlisted type',
      preferredDate: '2030-01-02',
      subject: 'Emergency Form Submission - Jane',
      submittedAt: '2030-01-01T00:00:00.000Z',
    }
    const html = correction(
      'emergency',
      body,
      [issue('lastName', VALIDATION_MESSAGES.name), issue('email', VALIDATION_MESSAGES.email)],
      '/emergency-consultation',
    )
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-abc123.css">')
    expect(html).toContain('value="Jane &lt;b&gt;"')
    for (const message of [VALIDATION_MESSAGES.name, VALIDATION_MESSAGES.email]) expect(html).toContain(message)
    for (const field of ['lastName', 'email'])
      expect(html).toMatch(new RegExp(`<input (?=[^>]*name="${field}")(?=[^>]*aria-invalid="true")[^>]*>`))
    expect(html).not.toMatch(/<input (?=[^>]*name="firstName")(?=[^>]*aria-invalid=")[^>]*>/)
    // Choices stay chosen, a choice the list lacks included; a field of another form comes back too.
    expect(html).toContain('<option value="High: within 48 hours" selected="">')
    expect(html).toContain('<option value="OH" selected="">Ohio</option>')
    expect(html).toContain('<option value="Unlisted type" selected="">Unlisted type</option>')
    expect(html).toMatch(/<input (?=[^>]*name="preferredDate")(?=[^>]*value="2030-01-02")[^>]*>/)
    expect(html).toContain(`<input type="hidden" name="subject" value="Emergency Form Submission - Jane">`)
    expect(html).toContain(`<input type="hidden" name="${NEXT_FIELD}" value="/emergency-consultation">`)
    expect(html).toContain('<a href="https://www.firm.example.com/emergency-consultation"')
    expect(html).toContain(`<title>${FORM_FALLBACK_COPY.correctTitle} | `)
  })

  it('lists every problem at the top in the error summary, each a link to its field; one of no field shown is named', () => {
    const html = correction('contact', { formType: 'contact' }, [
      issue('firstName', VALIDATION_MESSAGES.name),
      issue('lastName', VALIDATION_MESSAGES.name),
      issue('email', VALIDATION_MESSAGES.email),
      issue('submittedAt', 'Submission time must be an ISO 8601 time.'),
    ])
    const summary = html.slice(html.indexOf('data-slot="error-summary"'), html.indexOf('</ul>'))
    expect(summary).toContain('There is a problem')
    expect([...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]])).toEqual(
      [
        ['contact-firstName', `First name: ${VALIDATION_MESSAGES.name}`],
        ['contact-lastName', `Last name: ${VALIDATION_MESSAGES.name}`],
        ['contact-email', `Email: ${VALIDATION_MESSAGES.email}`],
      ],
    )
    expect(summary).toContain('<span class="font-semibold text-destructive">Submission time: Submission time must be')
    // Each linked id is a control of the form, and the summary comes before the form.
    for (const id of ['contact-firstName', 'contact-lastName', 'contact-email']) expect(html).toContain(`id="${id}"`)
    expect(html.indexOf('data-slot="error-summary"')).toBeLessThan(html.indexOf('<form'))
    expect(html).not.toContain('Validation Error')
  })

  it('states a refusal with the way back, styled by the same stylesheet', () => {
    const html = renderRefusalPage('Too many requests.', setting)
    expect(html).toContain('<p role="alert" class="mt-6">Too many requests.</p>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-abc123.css">')
    expect(html).toContain('href="https://www.firm.example.com/"')
    expect(html).not.toMatch(/<script|<form/i)
  })
})
