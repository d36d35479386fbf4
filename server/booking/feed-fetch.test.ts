import { describe, expect, it } from 'vitest'
import { addressAllowed } from './feed-fetch'

describe('the addresses a calendar feed may be fetched from', () => {
  it('takes public addresses and refuses private, local, link-local and mapped private ones', () => {
    for (const address of ['8.8.8.8', '142.250.72.14', '2607:f8b0:4004:800::200e'])
      expect(addressAllowed(address, false), address).toBe(true)
    for (const address of ['10.0.0.1', '172.20.1.1', '192.168.0.10', '127.0.0.2', '169.254.169.254', '100.64.0.1'])
      expect(addressAllowed(address, false), address).toBe(false)
    for (const address of ['::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '::', 'not-an-address'])
      expect(addressAllowed(address, false), address).toBe(false)
  })

  it('takes only loopback for a URL that names a loopback host (the documented http:// for tests)', () => {
    expect(addressAllowed('127.0.0.1', true)).toBe(true)
    expect(addressAllowed('::1', true)).toBe(true)
    expect(addressAllowed('8.8.8.8', true)).toBe(false)
    expect(addressAllowed('10.0.0.1', true)).toBe(false)
  })
})
