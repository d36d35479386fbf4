import { describe, expect, it } from 'vitest'
import { listCourtSuggestions } from './court-suggestions'

describe('court suggestions (issue 54)', () => {
  it("Texas: the federal districts, the state's trial court by name, and Harris County's recorded designation", () => {
    const texas = listCourtSuggestions()
      .filter((court) => court.state === 'TX')
      .map((court) => court.name)
    expect(texas).toEqual([
      'United States District Court for the Northern District of Texas',
      'United States District Court for the Southern District of Texas',
      'United States District Court for the Eastern District of Texas',
      'United States District Court for the Western District of Texas',
      'Texas District Court',
      'District Court of Harris County',
    ])
  })

  it('no county designation where none is recorded', () => {
    const ohio = listCourtSuggestions().filter((court) => court.state === 'OH')
    expect(ohio.some((court) => / County$/.test(court.name))).toBe(false)
  })
})
