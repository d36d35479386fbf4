import { describe, expect, test } from 'vitest'
import { greatCircleMiles } from './distance'

describe('great-circle distance', () => {
  test('is zero from a point to itself and symmetric', () => {
    const houston = { lat: 29.786, lon: -95.3885 }
    const dallas = { lat: 32.7936, lon: -96.7662 }
    expect(greatCircleMiles(houston, houston)).toBe(0)
    expect(greatCircleMiles(houston, dallas)).toBeCloseTo(greatCircleMiles(dallas, houston), 9)
  })

  test('matches known distances within a mile', () => {
    // One degree of latitude is 69.09 miles on a sphere of radius 3,958.8 miles.
    expect(greatCircleMiles({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(69.09, 1)
    // Houston to El Paso, city internal points: about 675 miles in a straight line.
    const miles = greatCircleMiles({ lat: 29.786, lon: -95.3885 }, { lat: 31.8484, lon: -106.427 })
    expect(miles).toBeGreaterThan(660)
    expect(miles).toBeLessThan(690)
  })

  test('crosses the antimeridian the short way', () => {
    expect(greatCircleMiles({ lat: 52, lon: 179.5 }, { lat: 52, lon: -179.5 })).toBeLessThan(50)
  })
})
