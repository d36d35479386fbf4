import type { CaseKind, LossInputs } from './inputs'

/** How future losses are brought to present value: a market discount rate, or a state's own method. */
export type PresentValueRule = 'market' | 'pennsylvania' | 'alaska' | 'michigan'
export type StateRule = Exclude<PresentValueRule, 'market'>

const PRESENT_VALUE_RULES: readonly PresentValueRule[] = ['market', 'pennsylvania', 'alaska', 'michigan']

interface StateRuleSpec {
  /** USPS code of the state whose law table row states the rule */
  stateCode: string
  /** The state's slug in the site's addresses (?state=...) */
  stateSlug: string
  /** The case types the rule's source covers; the others use the market rate */
  covers: readonly CaseKind[]
  /** What the law table row's citation must name for the calculator to apply the rule */
  citationNames: readonly string[]
}

/**
 * Each state rule, its reach and the sources its law table row must cite. Pennsylvania settles lost earnings
 * outside malpractice (Kaczkowski v. Bolubasz). Alaska's statute discounts future economic damages; the total
 * offset of Beaulieu v. Elliott applies only where the parties agree to it (AS 09.17.040(b), (c)). Michigan's
 * statute reduces future economic damages, medical and care costs included, in personal injury judgments
 * other than malpractice (MCL 600.6306).
 */
export const STATE_RULE_SPECS: Record<StateRule, StateRuleSpec> = {
  pennsylvania: { stateCode: 'PA', stateSlug: 'pennsylvania', covers: ['injury', 'death'], citationNames: ['Kaczkowski'] },
  alaska: { stateCode: 'AK', stateSlug: 'alaska', covers: ['injury', 'death'], citationNames: ['Beaulieu', '09.17.040'] },
  michigan: { stateCode: 'MI', stateSlug: 'michigan', covers: ['injury', 'care'], citationNames: ['600.6306'] },
}

/** MCL 600.6306(2): 5% a year, compounded annually. */
const MICHIGAN_RATE = 0.05
/**
 * MCL 600.6311 makes certain provisions of the chapter inapplicable to a plaintiff of this age or older (its
 * title); which ones was not confirmed from its text, so at these ages (the age at trial standing in for the
 * age at judgment) the calculator does not apply the statutory rate and discounts at the market rate entered.
 */
const MICHIGAN_EXEMPT_AGE = 60

export function isPresentValueRule(value: string): value is PresentValueRule {
  return (PRESENT_VALUE_RULES as readonly string[]).includes(value)
}

/** The state rule of a state slug, if that state has one. */
function stateRuleFor(stateSlug: string): StateRule | undefined {
  return (Object.keys(STATE_RULE_SPECS) as StateRule[]).find((rule) => STATE_RULE_SPECS[rule].stateSlug === stateSlug)
}

/** Whether a law table citation names every source the rule rests on. */
export function citationConfirms(rule: StateRule, citation: string | undefined): boolean {
  return citation !== undefined && STATE_RULE_SPECS[rule].citationNames.every((name) => citation.includes(name))
}

/** The rule a calculation applies: the chosen state rule where its source covers the case type, else the market rate. */
export function appliedRule(rule: PresentValueRule, caseKind: CaseKind): PresentValueRule {
  return rule === 'market' || STATE_RULE_SPECS[rule].covers.includes(caseKind) ? rule : 'market'
}

/** Whether the plaintiff's age puts the case within MCL 600.6311, so that the statutory rate is not applied. */
export function michiganExempt(inputs: Pick<LossInputs, 'ageAtTrial'>): boolean {
  return inputs.ageAtTrial >= MICHIGAN_EXEMPT_AGE
}

/**
 * The growth and discount rates a rule puts into the formula: the market rule takes the rates entered;
 * Pennsylvania grows at the productivity rate entered and does not discount; Alaska's agreed total offset
 * neither grows nor discounts; Michigan discounts at 5%, or at the market rate entered for a plaintiff 60 or older.
 */
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

/**
 * The rules the form offers: the market rate always; with a forum state, that state's own rule if it has
 * one; with none stated, every state rule. Only rules the law table confirms (`available`) are offered.
 */
export function offeredRules(stateSlug: string, available: readonly StateRule[]): PresentValueRule[] {
  const own = stateSlug ? stateRuleFor(stateSlug) : undefined
  return ['market', ...available.filter((rule) => (stateSlug ? rule === own : true))]
}
