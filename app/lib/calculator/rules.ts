import type { CaseKind, LossInputs } from './inputs'

/** How future losses are brought to present value: a market discount rate, or a state's own method. */
export type PresentValueRule = 'market' | 'pennsylvania' | 'alaska' | 'michigan'
export type StateRule = Exclude<PresentValueRule, 'market'>

const PRESENT_VALUE_RULES: readonly PresentValueRule[] = ['market', 'pennsylvania', 'alaska', 'michigan']

interface StateRuleSpec {
  stateCode: string
  stateSlug: string
  covers: readonly CaseKind[]
  citationNames: readonly string[]
}

// PA: Kaczkowski v. Bolubasz (lost earnings outside malpractice). AK: AS 09.17.040(b), (c), Beaulieu's total offset only by
// agreement. MI: MCL 600.6306 (personal injury other than malpractice).
export const STATE_RULE_SPECS: Record<StateRule, StateRuleSpec> = {
  pennsylvania: {
    stateCode: 'PA',
    stateSlug: 'pennsylvania',
    covers: ['injury', 'death'],
    citationNames: ['Kaczkowski'],
  },
  alaska: {
    stateCode: 'AK',
    stateSlug: 'alaska',
    covers: ['injury', 'death'],
    citationNames: ['Beaulieu', '09.17.040'],
  },
  michigan: { stateCode: 'MI', stateSlug: 'michigan', covers: ['injury', 'care'], citationNames: ['600.6306'] },
}

/** MCL 600.6306(2): 5% a year, compounded annually. */
const MICHIGAN_RATE = 0.05
// MCL 600.6311 exempts some provisions at this age; which ones is unconfirmed, so the market rate applies
// (the age at trial stands in for the age at judgment).
const MICHIGAN_EXEMPT_AGE = 60

export function isPresentValueRule(value: string): value is PresentValueRule {
  return (PRESENT_VALUE_RULES as readonly string[]).includes(value)
}

function stateRuleFor(stateSlug: string): StateRule | undefined {
  return (Object.keys(STATE_RULE_SPECS) as StateRule[]).find((rule) => STATE_RULE_SPECS[rule].stateSlug === stateSlug)
}

export function citationConfirms(rule: StateRule, citation: string | undefined): boolean {
  return citation !== undefined && STATE_RULE_SPECS[rule].citationNames.every((name) => citation.includes(name))
}

/** The rule a calculation applies: the chosen state rule where its source covers the case type, else the market rate. */
export function appliedRule(rule: PresentValueRule, caseKind: CaseKind): PresentValueRule {
  return rule === 'market' || STATE_RULE_SPECS[rule].covers.includes(caseKind) ? rule : 'market'
}

export function michiganExempt(inputs: Pick<LossInputs, 'ageAtTrial'>): boolean {
  return inputs.ageAtTrial >= MICHIGAN_EXEMPT_AGE
}

/** The growth and discount rates each rule puts into the formula (Alaska's agreed total offset: neither). */
export function ruleRates(inputs: LossInputs): { rule: PresentValueRule; growth: number; discount: number } {
  const rule = appliedRule(inputs.rule, inputs.caseKind)
  switch (rule) {
    case 'market':
      return { rule, growth: inputs.growthRate, discount: inputs.discountRate }
    case 'pennsylvania':
      return { rule, growth: inputs.productivityRate, discount: 0 }
    case 'alaska':
      return { rule, growth: 0, discount: 0 }
    case 'michigan':
      return { rule, growth: inputs.growthRate, discount: michiganExempt(inputs) ? inputs.discountRate : MICHIGAN_RATE }
  }
}

/** The rules the form offers: market always, plus the forum state's rule (or every rule), if the law table confirms it. */
export function offeredRules(stateSlug: string, available: readonly StateRule[]): PresentValueRule[] {
  const own = stateSlug ? stateRuleFor(stateSlug) : undefined
  return ['market', ...available.filter((rule) => (stateSlug ? rule === own : true))]
}
