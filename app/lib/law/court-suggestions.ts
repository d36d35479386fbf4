// Free text stays allowed; suggestions spare typing and give the firm consistent names.
import { COUNTY_COURT_DESIGNATIONS } from '~/copy/law/county-court-designations'
import { DISTRICTS_BY_STATE, LAW_BY_STATE } from '~/copy/law/law-data'
import { listStates } from '~/lib/content-folder/locations'
import { districtCourtName } from './courts'

export interface CourtSuggestion {
  state: string
  name: string
}

function stateTrialCourtName(stateName: string, courtName: string): string {
  return courtName.includes(stateName) ? courtName : `${stateName} ${courtName}`
}

export function listCourtSuggestions(): CourtSuggestion[] {
  return listStates().flatMap((state) => {
    const code = state.abbreviation
    const federal = (DISTRICTS_BY_STATE.get(code)?.districts ?? []).map((district) => ({
      state: code,
      name: districtCourtName(district.name),
    }))
    const trialCourt = LAW_BY_STATE.get(code)?.trialCourt
    const counties = COUNTY_COURT_DESIGNATIONS.filter((court) => court.state === code).map(({ name }) => ({
      state: code,
      name,
    }))
    return [
      ...federal,
      ...(trialCourt ? [{ state: code, name: stateTrialCourtName(state.name, trialCourt.name) }] : []),
      ...counties,
    ]
  })
}
