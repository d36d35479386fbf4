import { describe, expect, it } from 'vitest'
import { jaccard, mainText, median, samplePairs, shingles } from './uniqueness'

describe('uniqueness bench helpers', () => {
  it('keeps the main text and drops navigation, header, footer and scripts', () => {
    const html =
      '<header>Site</header><nav aria-label="Breadcrumb"><a>Home</a></nav><h1>Title</h1><p>Body&#x27;s <b>text</b></p><ul><li>One</li><li>Two</li></ul><script>x()</script><footer>Foot</footer>'
    expect(mainText(html)).toBe("Title Body's text One Two")
  })

  it('measures word 5-gram overlap: 1 for the same text, 0 for unrelated text, in between for partial overlap', () => {
    const a = shingles('one two three four five six seven')
    expect(a.size).toBe(3)
    expect(jaccard(a, shingles('One, two; three four five six seven.'))).toBe(1)
    expect(jaccard(a, shingles('eight nine ten eleven twelve thirteen'))).toBe(0)
    expect(jaccard(a, shingles('one two three four five six eight'))).toBeCloseTo(2 / 4)
  })

  it('takes the median of odd and even samples', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('samples same-service pairs across states and same-city pairs across services', () => {
    const { sameService, sameCity } = samplePairs(40)
    expect(sameService).toHaveLength(40)
    for (const [a, b] of sameService) {
      expect(a.serviceSlug).toBe(b.serviceSlug)
      expect(a.stateSlug).not.toBe(b.stateSlug)
    }
    for (const [a, b] of sameCity) {
      expect(`${a.stateSlug}/${a.citySlug}`).toBe(`${b.stateSlug}/${b.citySlug}`)
      expect(a.serviceSlug).not.toBe(b.serviceSlug)
    }
  })
})
