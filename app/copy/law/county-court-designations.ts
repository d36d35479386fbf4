/**
 * County designations of a state's trial courts, only where a statute records one, each with its citation
 * and the date it was compiled from the statute's text. The court suggestions offer them beside the state's
 * trial court (court-suggestions.ts); a state or county with no recorded designation gets none, never a guess.
 */
interface CountyCourtDesignation {
  /** the state's two-letter code */
  state: string
  name: string
  citation: string
  compiled: string
}

export const COUNTY_COURT_DESIGNATIONS: readonly CountyCourtDesignation[] = [
  {
    state: 'TX',
    // Subsection (d): in the district courts of the 11th and the other Harris County districts listed in (b),
    // "District Court of Harris County" is a sufficient address or designation.
    name: 'District Court of Harris County',
    citation: "Tex. Gov't Code § 24.112(d)",
    compiled: '2026-11-29',
  },
]
