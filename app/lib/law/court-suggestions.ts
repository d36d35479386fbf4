/**
 * The courts the intake form suggests for its court field: every federal district court and each
 * state's trial court of general jurisdiction, as the site's law data names them. Free text stays
 * allowed; these only spare the visitor typing and give the firm consistent names.
 */
import { DISTRICTS_BY_STATE, LAW_BY_STATE } from '~/content/law/law-data'
import { listStates } from '~/lib/content/locations'
import { districtCourtName } from './courts'

export interface CourtSuggestion {
  /** USPS code of the court's state */
  state: string
  /** the court's name as a visitor would write it on a filing */
  name: string
}

/** "California Superior Court"; a name that already carries its place ("... of the District of Columbia") is kept. */
function stateTrialCourtName(stateName: string, courtName: string): string {
  return courtName.includes(stateName) ? courtName : `${stateName} ${courtName}`
}

/** Every state's federal districts, then its trial court, states in the firm's order. */
export function listCourtSuggestions(): CourtSuggestion[] {
  return listStates().flatMap((state) => {
    const code = state.abbreviation
    const federal = (DISTRICTS_BY_STATE.get(code)?.districts ?? []).map((district) => ({ state: code, name: districtCourtName(district.name) }))
    const trialCourt = LAW_BY_STATE.get(code)?.trialCourt
    return trialCourt ? [...federal, { state: code, name: stateTrialCourtName(state.name, trialCourt.name) }] : federal
  })
}
