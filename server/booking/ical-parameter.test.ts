import { describe, expect, it } from 'vitest'
import { parameterText } from './ical-parameter'

describe('a name as an iCalendar parameter value', () => {
  it('turns a double quote into a single one and drops control characters, keeping the rest', () => {
    expect(parameterText('Q";ROLE=CHAIR')).toBe("Q';ROLE=CHAIR")
    expect(parameterText('Ann\r\nLee\u0000')).toBe('AnnLee')
    expect(parameterText('José Núñez, Esq.')).toBe('José Núñez, Esq.')
  })
})
