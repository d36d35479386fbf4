import { describe, expect, it } from 'vitest'
import { siteConfig, telHref } from '~/config/site-config'

describe('telHref (tel: links)', () => {
  it('turns the firm phone into tel:+1 and its ten digits', () => {
    const digits = siteConfig.phone.replace(/\D/g, '')
    expect(telHref()).toBe(`tel:+1${digits.slice(-10)}`)
    expect(telHref()).toMatch(/^tel:\+1\d{10}$/)
  })
  it.each([
    ['(215) 555-0142', 'tel:+12155550142'],
    ['215-555-0142', 'tel:+12155550142'],
    ['215.555.0142', 'tel:+12155550142'],
    ['+1 (215) 555-0142', 'tel:+12155550142'],
    ['1-215-555-0142', 'tel:+12155550142'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
})
