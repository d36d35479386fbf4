import { describe, expect, test } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { SUCCESS_MESSAGES } from './messages'

describe('the reply times are stated once', () => {
  test("the forms' confirmations repeat the promises' hours, and the promises state them", () => {
    const { inquiryResponse, emergency } = siteConfig.promises
    expect(inquiryResponse.sentence).toContain(`within ${String(inquiryResponse.withinHours)} hours`)
    expect(emergency.sentence).toContain(`within ${String(emergency.withinHours)} hours`)
    expect(SUCCESS_MESSAGES.contact).toContain(`within ${String(inquiryResponse.withinHours)} hours`)
    expect(SUCCESS_MESSAGES.emergency).toContain(`within ${String(emergency.withinHours)} hours during business hours`)
  })
})
