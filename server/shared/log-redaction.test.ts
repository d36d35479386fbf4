import { describe, expect, it } from 'vitest'
import { redactingDestination, redactTokens } from './log-redaction'

const TOKEN = 'Q2hhbmdlLXRoaXMtdG9rZW4tbm93LXBsZWFzZS0xMjM0NQ'

describe('the redaction every log line of the server goes through', () => {
  it('replaces the token of an engagement link, an enrollment link and a booking link', () => {
    expect(redactTokens(`/engage/${TOKEN}/letter.txt`)).toBe('/engage/[token]/letter.txt')
    expect(redactTokens(`/engage/${TOKEN}`)).toBe('/engage/[token]')
    expect(redactTokens(`https://firm.example/engage/${TOKEN}?signed=1`)).toBe(
      'https://firm.example/engage/[token]?signed=1',
    )
    expect(redactTokens(`POST /inbox/enroll/${TOKEN}/options`)).toBe('POST /inbox/enroll/[token]/options')
    expect(redactTokens(`/booking/bk_123/cancel?t=${TOKEN}`)).toBe('/booking/bk_123/cancel?t=[redacted]')
    expect(redactTokens(`/booking/bk_123?lang=en&t=${TOKEN}&x=1`)).toBe('/booking/bk_123?lang=en&t=[redacted]&x=1')
  })

  it('leaves paths without a token alone', () => {
    for (const path of ['/engage/uploads/0123abcd', '/engage/assets/engage-1.js', '/inbox/requests/ld_1', '/f/contact'])
      expect(redactTokens(path)).toBe(path)
  })

  it('redacts inside a JSON log line and keeps it valid JSON', () => {
    const lines: string[] = []
    redactingDestination({ write: (line: string) => lines.push(line) }).write(
      `${JSON.stringify({ url: `/engage/${TOKEN}/sign`, msg: `failed on /inbox/enroll/${TOKEN}` })}\n`,
    )
    expect(lines.join('')).not.toContain(TOKEN)
    expect(JSON.parse(lines[0]!)).toEqual({ url: '/engage/[token]/sign', msg: 'failed on /inbox/enroll/[token]' })
  })
})
