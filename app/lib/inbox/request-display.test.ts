import { describe, expect, test } from 'vitest'
import { browserSummary, fileSizeLabel, matchWords, sideWords } from './request-display'

describe('the request page in words', () => {
  test('a user agent reads as the browser on the system', () => {
    expect(
      browserSummary(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows')
    expect(
      browserSummary(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone')
    expect(
      browserSummary(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows')
    expect(browserSummary('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Mac',
    )
    expect(browserSummary('curl/8.5.0')).toBeUndefined()
  })

  test('sizes read as counsel sees them', () => {
    expect(fileSizeLabel(300_016)).toBe('293 KB')
    expect(fileSizeLabel(1_468_006)).toBe('1.4 MB')
    expect(fileSizeLabel(52_428_800)).toBe('50 MB')
    expect(fileSizeLabel(2048)).toBe('2 KB')
    expect(fileSizeLabel(512)).toBe('512 bytes')
    expect(fileSizeLabel(1)).toBe('1 byte')
  })

  test('a match reads as words, never as a score', () => {
    expect(matchWords(1)).toBe('same name')
    expect(matchWords(0.95)).toBe('close spelling')
    expect(matchWords(0.86)).toBe('similar name')
  })

  test('an earlier matter for the other side is said in words', () => {
    expect(sideWords(1, 'defense', 'plaintiff')).toBe('same party, opposite side')
    expect(sideWords(0.93, 'plaintiff', 'defense')).toBe('possibly the same party, opposite side')
    expect(sideWords(1, 'plaintiff', 'plaintiff')).toBe('the firm worked for the same side')
    expect(sideWords(1, 'neutral', 'plaintiff')).toBeUndefined()
    expect(sideWords(1, null, 'plaintiff')).toBeUndefined()
  })
})
