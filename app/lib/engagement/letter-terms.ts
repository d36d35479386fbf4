/**
 * The parts of the engagement letter chosen when staff send it: who pays, the forum's expert-fee rule, the
 * conflicts paragraph, the team's rates table and the court line. Pure: the build and the server share them.
 */

/** Who pays the firm, chosen when sending; the law firm unless staff choose otherwise. */
export const PAYERS = ['law-firm', 'counsel', 'client-and-counsel'] as const
export type Payer = (typeof PAYERS)[number]

export const PAYER_LABELS: Record<Payer, string> = {
  'law-firm': "Counsel's law firm",
  counsel: 'Counsel personally',
  'client-and-counsel': 'The client jointly with counsel',
}

/** What the letter may be: a testifying expert's, or a consulting-only expert's at half the retainer. */
export const SCOPES = ['testifying', 'consulting'] as const
export type Scope = (typeof SCOPES)[number]

/** The consulting-only retainer: half the standard one, as the fee schedule's consulting terms state. */
export const consultingRetainer = (retainer: number) => Math.round(retainer / 2)

interface PayerValues {
  counselName: string
  counselFirm: string
}

/** The payment clause for each payer: who owes the invoices and the retainer, and on whose behalf counsel signs. */
export function payerClause(payer: Payer, { counselName, counselFirm }: PayerValues): string {
  switch (payer) {
    case 'law-firm':
      return `Who pays. ${counselFirm} engages the firm and owes its invoices and the retainer, whether or not its client reimburses it. Counsel signs this letter for ${counselFirm} and confirms having its authority to do so.`
    case 'counsel':
      return `Who pays. ${counselName} engages the firm personally and personally owes its invoices and the retainer, whether or not counsel's client or law firm reimburses counsel.`
    case 'client-and-counsel':
      return `Who pays. Counsel's client and counsel each owe the firm's invoices and the retainer in full, jointly and severally, and the firm may collect any amount due from either. Counsel signs this letter personally and as the client's authorized agent, and confirms having the client's authority to bind the client to these terms.`
  }
}

/** A state's expert-fee rule as the state law files hold it. */
export interface ExpertFeeRule {
  rule: string
  citation: string
  compiled: string
}

/** The forum staff confirm when sending: a federal court, or a state's courts. */
export type Forum = { kind: 'federal' } | { kind: 'state'; state: string }

const FEDERAL_EXPERT_FEE_RULE =
  'In federal court, unless manifest injustice would result, the party seeking discovery from an expert pays the expert a reasonable fee for time spent responding to that discovery (Fed. R. Civ. P. 26(b)(4)(E)).'

/** The letter's sentence on the forum's expert-fee rule: the federal rule, the state's stored rule, or only that the forum's rules apply. */
export function expertFeeSentence(
  forum: Forum,
  stateRules: Readonly<Record<string, ExpertFeeRule>>,
  stateNames: Readonly<Record<string, string>>,
): string {
  if (forum.kind === 'federal') return FEDERAL_EXPERT_FEE_RULE
  const stored = stateRules[forum.state]
  const name = stateNames[forum.state] ?? forum.state
  const court = name ? `the ${name} court` : 'the court'
  if (!stored) return `The rules of ${court} where the case is pending govern who pays the expert's fees in discovery.`
  return `The rule in ${name} courts (${stored.citation}): ${withPeriod(stored.rule)}`
}

/** What the conflict check found, as the inbox's conflict resolutions classify it. */
export type ConflictsOutcome =
  { kind: 'none' } | { kind: 'not-same-party' } | { kind: 'waived'; matters: { caption: string; side: string }[] }

const RECHECK =
  'Counsel agrees to tell the firm promptly of any further party, witness or law firm that joins the case, so that the check can be repeated.'

/** The conflicts paragraph: never "no conflict" when a possible conflict was disclosed and waived. */
export function conflictsParagraph(outcome: ConflictsOutcome): string {
  switch (outcome.kind) {
    case 'none':
      return `Conflicts. The firm checked the parties and counsel named by counsel against its own matters and found no possible conflict. ${RECHECK}`
    case 'not-same-party':
      return `Conflicts. The firm checked the parties and counsel named by counsel against its own matters. The check showed possible conflicts; the firm reviewed each and found that none involves the same parties as this case. ${RECHECK}`
    case 'waived': {
      const named = outcome.matters.map(
        (matter) => `${matter.caption}, in which the firm was retained by ${matter.side}`,
      )
      const list = named.length > 1 ? `${named.slice(0, -1).join('; ')}; and ${named[named.length - 1]!}` : named[0]!
      const engagements = named.length > 1 ? 'these prior engagements' : 'this prior engagement'
      return `Conflicts. The firm checked the parties and counsel named by counsel against its own matters and discloses ${engagements}: ${withPeriod(list)} The firm does not consider that it prevents the firm from serving in this case. By signing this letter, counsel consents to the firm's serving despite ${engagements}. ${RECHECK}`
    }
  }
}

/** One row of the rates table: a person the firm may assign, with their role's rates. */
export interface RateRow {
  name: string
  role: string
  analysis: string
  testimony: string
}

/** The rates table as the letter's text holds it: one line per row, cells between pipes, a header first. */
export function ratesTable(rows: readonly RateRow[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [
    line(['Name', 'Role', 'Analysis and reports', 'Testimony']),
    ...rows.map((row) => line([row.name, row.role, row.analysis, row.testimony])),
  ].join('\n')
}

/** A block of the letter that is a table: every line between pipes. */
export const isTableBlock = (block: string) => {
  const lines = block.trim().split('\n')
  return lines.length > 1 && lines.every((line) => /^\|.*\|$/.test(line.trim()))
}

/** A table block's cells, the header row first. */
export const tableCells = (block: string): string[][] =>
  block
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    )

/** Text ending in exactly one period: "Inc." stays "Inc.", never "Inc..". */
export const withPeriod = (text: string) => (/[.!?]["”)]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

/** The court line: the court's name, and the state only when the name does not already end with it. */
export function courtLine(courtName: string, state: string, stateName: string | undefined): string {
  const name = courtName.trim().replace(/[,\s]+$/, '')
  const code = state.trim()
  if (!code) return name
  if (!name) return stateName ?? code
  const endsWith = (word: string) =>
    new RegExp(`(^|[\\s,])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i').test(name)
  if (endsWith(code) || (stateName && endsWith(stateName))) return name
  return `${name}, ${stateName ?? code}`
}
