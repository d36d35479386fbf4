import { describe, expect, it } from 'vitest'
import { median, placeNeutralSentences, samplePairs, sharedShare, textBlocks } from './uniqueness'

describe('uniqueness bench helpers', () => {
  it('splits the main text into blocks and drops navigation, header, footer, scripts and the map SVG', () => {
    const html =
      '<header>Site</header><nav aria-label="Breadcrumb"><a>Home</a></nav><h1>Title</h1><p>Body&#x27;s <b>text</b> here.</p><ul><li>One</li><li>Two</li></ul><svg><text>Label</text></svg><script>x()</script><footer>Foot</footer>'
    expect(textBlocks(html)).toEqual(['Title', "Body's text here.", 'One', 'Two'])
  })

  it('keeps sentences of five words or more, with the page own names replaced by one placeholder', () => {
    const sentences = placeNeutralSentences(
      ['Houston lies in Harris County, Texas. Short one here. The TX courts hear cases in Houston today.'],
      ['Houston', 'Texas', 'TX'],
    )
    expect([...sentences]).toEqual([
      '{place} lies in Harris County, {place}.',
      'The {place} courts hear cases in {place} today.',
    ])
  })

  it('measures the share of a page sentences found in the other page', () => {
    const a = new Set(['one two three four five', 'six seven eight nine ten'])
    expect(sharedShare(a, new Set(['one two three four five']))).toBe(0.5)
    expect(sharedShare(a, a)).toBe(1)
    expect(sharedShare(new Set(), a)).toBe(0)
  })

  it('takes the median of odd and even samples', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('samples same-service pairs across states, of the six litigation services whose city pages are indexed', () => {
    const pairs = samplePairs(40)
    expect(pairs).toHaveLength(40)
    const litigation = [
      'economic-loss-assessment',
      'vocational-evaluation',
      'life-care-planning',
      'business-valuation',
      'disability-evaluation',
      'expert-testimony',
    ]
    for (const [a, b] of pairs) {
      expect(a.serviceSlug).toBe(b.serviceSlug)
      expect(a.stateSlug).not.toBe(b.stateSlug)
      expect(litigation).toContain(a.serviceSlug)
    }
    expect(new Set(pairs.map(([a]) => a.serviceSlug)).size).toBe(6)
  })
})
