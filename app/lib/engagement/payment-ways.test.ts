import { describe, expect, it } from 'vitest'
import { paymentMailLines } from './payment-ways'

const payment = {
  check: 'By check payable to Example Economics.',
  checkAddress: '1 Main Street, Springfield, PA 19000',
  wire: 'By wire: instructions only by telephone.',
  link: '',
  linkLabel: 'Pay the retainer online',
}
const site = { phone: '(215) 555-0100', origin: 'https://firm.example.com' }

describe('paymentMailLines', () => {
  it('names the amount, where checks go, the wire warning with the phone and the W-9 address', () => {
    const text = paymentMailLines(payment, '$5,000', site).join('\n')
    expect(text).toContain('How to pay the retainer ($5,000)')
    expect(text).toContain('Mail checks to: 1 Main Street, Springfield, PA 19000.')
    expect(text).toContain('The firm never sends wire instructions by email.')
    expect(text).toContain('call (215) 555-0100')
    expect(text).toContain('https://firm.example.com/downloads/w9.pdf')
    expect(text).not.toContain('Pay the retainer online')
  })

  it('lists the payment link only when the firm has one', () => {
    const text = paymentMailLines({ ...payment, link: 'https://pay.example.com/meridian' }, '$5,000', site).join('\n')
    expect(text).toContain('Pay the retainer online: https://pay.example.com/meridian')
  })
})
