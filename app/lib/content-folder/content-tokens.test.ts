import { describe, expect, test } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { fillPlaceholders, fillPlaceholdersDeep } from './content-tokens'
import { attorneyReferences, faqItems, principal } from './firm-content.server'

describe('placeholders in content text', () => {
  test('are replaced by their values, spaces inside the braces allowed', () => {
    expect(
      fillPlaceholders('Call {{firm.phone}} or {{ firm.email }}.', { 'firm.phone': '555', 'firm.email': 'a@b' }),
    ).toEqual({ text: 'Call 555 or a@b.', unknown: [] })
  })

  test('an unknown one is reported and left as written', () => {
    expect(fillPlaceholders('Ask {{firm.fax}}.', { 'firm.phone': '555' })).toEqual({
      text: 'Ask {{firm.fax}}.',
      unknown: ['firm.fax'],
    })
  })

  test('a stray brace pair is reported too', () => {
    expect(fillPlaceholders('Ask {{firm}}.', {}).unknown).toEqual(['{{firm}}'])
  })

  test('objects and arrays are walked, each problem named by its path', () => {
    const result = fillPlaceholdersDeep({ items: [{ text: 'ok' }, { text: '{{nope.here}}' }] }, {})
    expect(result.problems).toEqual(['items[1].text: unknown placeholder {{nope.here}}'])
  })

  test('the content files state the principal and the commitments through placeholders, filled on reading', () => {
    const references = attorneyReferences()
    expect(references.some((reference) => reference.text.includes(principal().name))).toBe(true)
    for (const item of faqItems()) expect(item.answer).not.toMatch(/\{\{|\}\}/)
    expect(faqItems().some((item) => item.answer.includes(siteConfig.promises.inquiryResponse.sentence))).toBe(true)
  })
})
