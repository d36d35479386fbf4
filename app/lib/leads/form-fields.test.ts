import { describe, expect, it } from 'vitest'
import { CASE_DETAIL_FIELDS, FORM_TYPES, HONEYPOT_FIELD, LEAD_FIELDS } from './fields'
import { emptyValues, FORM_FIELDS } from './form-fields'

describe("each form type's fields", () => {
  it('are known lead fields, each once, the case details in every form and never the honeypot', () => {
    for (const formType of FORM_TYPES) {
      const fields = FORM_FIELDS[formType]
      expect(new Set(fields).size, formType).toBe(fields.length)
      for (const field of fields) expect(LEAD_FIELDS, field).toContain(field)
      expect(fields, formType).toEqual(expect.arrayContaining([...CASE_DETAIL_FIELDS]))
      expect(fields, formType).not.toContain(HONEYPOT_FIELD)
    }
  })

  it('give a form its empty values', () => {
    expect(emptyValues(['firstName', 'email'])).toEqual({ firstName: '', email: '' })
  })
})
