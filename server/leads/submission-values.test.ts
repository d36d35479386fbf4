/**
 * What the collector accepts, whatever a client sends: the values the forms offer (their lists and date
 * formats), no invisible characters in one-line fields, a submission time near the server's clock, the
 * form type of the form posted to, and spam cleaned like any other lead before it is stored.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { addCalendarDays, calendarDateIn } from '~/lib/leads/case-dates'
import { URGENCY_LEVELS } from '~/lib/leads/fields'
import { listTimeWindows } from '~/lib/leads/time-windows'
import { buildApp } from '../app'
import { LeadStore } from './store'
import { sampleLead, temporaryDir, testConfig, writeMinimalBuild } from '../../tests/support/server-fixtures'

let app: FastifyInstance
let dataDir: string
let remove: () => void
beforeAll(async () => {
  const temp = temporaryDir('submission-values-')
  remove = temp.remove
  dataDir = path.join(temp.dir, 'data')
  app = await buildApp(testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir) }), {
    collector: { rateLimits: false },
  })
})
afterAll(async () => {
  await app.close()
  remove()
})

const inDays = (days: number) => addCalendarDays(calendarDateIn(siteConfig.hours.timeZone, new Date()), days)
const post = (formId: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/f/${formId}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
const fieldsRefused = async (formId: string, body: object) => {
  const answer = await post(formId, body)
  return {
    status: answer.statusCode,
    fields: ((answer.json() as { errors?: Array<{ field: string }> }).errors ?? []).map((issue) => issue.field),
  }
}
const storedLead = (id: string) => {
  const store = new LeadStore(dataDir, { readonly: true })
  try {
    return store.getLead(id)
  } finally {
    store.close()
  }
}
const emergency = () =>
  sampleLead({
    formType: 'emergency',
    urgency: URGENCY_LEVELS[0],
    deadline: inDays(3),
    submittedAt: new Date().toISOString(),
  })
const schedule = () =>
  sampleLead({
    formType: 'schedule',
    preferredDate: inDays(7),
    preferredTime: listTimeWindows()[0],
    submittedAt: new Date().toISOString(),
  })
const contact = () => sampleLead({ submittedAt: new Date().toISOString() })

describe('the collector enforces the values the forms offer', () => {
  it('accepts what the forms send', async () => {
    expect((await post('contact', contact())).statusCode).toBe(200)
    expect((await post('quick', contact())).statusCode).toBe(200)
    expect((await post('emergency', emergency())).statusCode).toBe(200)
    expect((await post('schedule', schedule())).statusCode).toBe(200)
  })

  it('refuses with 422, naming the field, a value outside the form’s list or format', async () => {
    expect(await fieldsRefused('emergency', { ...emergency(), urgency: 'whatever I like' })).toEqual({
      status: 422,
      fields: ['urgency'],
    })
    expect(await fieldsRefused('emergency', { ...emergency(), deadline: 'Friday' })).toEqual({
      status: 422,
      fields: ['deadline'],
    })
    expect(await fieldsRefused('schedule', { ...schedule(), preferredDate: 'not a date' })).toEqual({
      status: 422,
      fields: ['preferredDate'],
    })
    expect(await fieldsRefused('schedule', { ...schedule(), preferredTime: 'Midnight, please' })).toEqual({
      status: 422,
      fields: ['preferredTime'],
    })
    expect(await fieldsRefused('contact', { ...contact(), caseType: 'not-a-case-type' })).toEqual({
      status: 422,
      fields: ['caseType'],
    })
    expect(await fieldsRefused('contact', { ...contact(), trialDate: '9999-12-31' })).toEqual({
      status: 422,
      fields: ['trialDate'],
    })
  })

  it('refuses a submission time more than a day from the server’s clock', async () => {
    expect(await fieldsRefused('contact', { ...contact(), submittedAt: '1970-01-01T00:00:00.000Z' })).toEqual({
      status: 422,
      fields: ['submittedAt'],
    })
    expect(await fieldsRefused('contact', { ...contact(), submittedAt: '2999-01-01T00:00:00.000Z' })).toEqual({
      status: 422,
      fields: ['submittedAt'],
    })
  })

  it('refuses a form type that is not the one of the form posted to (the quick form posts contact)', async () => {
    expect(await fieldsRefused('contact', { ...contact(), formType: 'schedule' })).toEqual({
      status: 422,
      fields: ['formType'],
    })
    expect(
      await fieldsRefused('quick', {
        ...contact(),
        formType: 'emergency',
        urgency: URGENCY_LEVELS[0],
        deadline: inDays(3),
      }),
    ).toEqual({ status: 422, fields: ['formType'] })
    expect(await fieldsRefused('emergency', { ...emergency(), formType: 'contact' })).toEqual({
      status: 422,
      fields: ['formType'],
    })
  })
})

describe('invisible and reordering characters', () => {
  it('refuses bidi controls, zero-width characters and lone surrogates in one-line fields, with the field’s message', async () => {
    const refused = await post('contact', { ...contact(), firstName: '\u202eTNEGRU' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      errors: [{ field: 'firstName', code: 'invalid_characters', message: expect.stringMatching(/^First name /) }],
    })
    expect(await fieldsRefused('contact', { ...contact(), lastName: 'Doe\u200b' })).toEqual({
      status: 422,
      fields: ['lastName'],
    })
    expect(await fieldsRefused('contact', { ...contact(), organization: 'Acme \ud800' })).toEqual({
      status: 422,
      fields: ['organization'],
    })
  })

  it('keeps the message’s line breaks and strips its bidi overrides', async () => {
    const answer = await post('contact', {
      ...contact(),
      message: 'First line\nSecond \u202eenil\u202c line\r\nThird \u2066isolate\u2069',
    })
    expect(answer.statusCode).toBe(200)
    expect(storedLead((answer.json() as { id: string }).id)?.message).toBe(
      'First line\nSecond enil line\r\nThird isolate',
    )
  })
})

describe('spam', () => {
  it('is cleaned like any other lead before it is stored: no CR, LF, NUL, BEL or bidi control in one-line fields', async () => {
    const answer = await post('contact', {
      ...contact(),
      firstName: 'Bot\r\nBcc: x@y.z',
      lastName: 'A\u0000B\u0007',
      organization: '\u202eTNEGRU',
      message: 'Hi\u0000\nthere\u202e',
      _gotcha: 'filled',
    })
    expect(answer.statusCode).toBe(200)
    const lead = storedLead((answer.json() as { id: string }).id)
    expect(lead).toMatchObject({
      spam: true,
      firstName: 'Bot Bcc: x@y.z',
      lastName: 'AB',
      organization: 'TNEGRU',
      message: 'Hi\nthere',
    })
  })
})
