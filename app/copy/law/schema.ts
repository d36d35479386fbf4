/**
 * The shape of the legal reference data: federal judicial districts (28 U.S.C. chapter 5) and each
 * state's trial court, workers' compensation agency and the rules of law that shape an economic
 * damages report. Every entry carries its citation; every state rule carries the date it was compiled
 * from that source (a date of compilation, not a claim of later review).
 * The schemas are the types: each TypeScript type below is inferred from its schema.
 */
import { z } from 'zod'

const text = z.string().trim().min(1)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)')
const stateCode = z.string().regex(/^[A-Z]{2}$/, 'must be a USPS state code')
/** 5-digit county FIPS code -> the county's name exactly as the 2025 Census Gazetteer writes it. */
const countyMap = z.record(z.string().regex(/^\d{5}$/, 'must be a 5-digit county FIPS code'), text)

const DivisionSchema = z.object({
  /** As the statute names it: "Houston Division", "Western Division" */
  name: text,
  /** The subsection that lists the division's counties, e.g. "28 U.S.C. § 124(b)(2)" */
  citation: text,
  counties: countyMap,
})

const DistrictSchema = z
  .object({
    /** Lower-case court id as the federal judiciary abbreviates it: "txsd", "nysd", "dcd" */
    id: z.string().regex(/^[a-z]{3,5}$/),
    /** "Southern District of Texas", "District of Arizona", "District of Columbia" */
    name: text,
    /** The section (and subsection) that creates the district, e.g. "28 U.S.C. § 124(b)" */
    citation: text,
    /** Only where the statute itself names divisions; then every county is in exactly one division. */
    divisions: z.array(DivisionSchema).min(1).optional(),
    /** Where the statute names no divisions: the district's counties. */
    counties: countyMap.optional(),
  })
  .refine((district) => (district.divisions === undefined) !== (district.counties === undefined), {
    message: 'a district lists either divisions (with their counties) or counties, not both',
  })

export const StateDistrictsSchema = z.object({
  state: stateCode,
  /** The date the county lists were compiled from the statute's text */
  compiled: isoDate,
  districts: z.array(DistrictSchema).min(1).max(4),
})

export const LAW_TOPICS = [
  'present-value',
  'tax-treatment',
  'periodic-payments',
  'earning-capacity',
  'no-fault-work-loss',
  'prejudgment-interest',
  'collateral-source',
  'malpractice-collateral-source',
  'medical-expenses',
  'comparative-fault',
  'damages-caps',
  'malpractice-caps',
  'wrongful-death',
  'survival-deductions',
  'limitations-personal-injury',
  'limitations-wrongful-death',
  'expert-testimony',
  'fair-value',
  'business-court',
  'expert-fees',
] as const

const LawTopicSchema = z.enum(LAW_TOPICS)

const LawRuleSchema = z.object({
  topic: LawTopicSchema,
  /** One to three plain sentences stating the rule, in our own words. */
  rule: text.max(600),
  /** A statute, rule of evidence or leading case, as a lawyer would cite it. */
  citation: text,
  /** The date the rule was compiled from the text of its cited source. */
  compiled: isoDate,
  /** Where that text was read (https), for rows compiled since sources began to be recorded. */
  source: z.string().url().startsWith('https://').optional(),
})

export const StateLawSchema = z.object({
  state: stateCode,
  /** The trial court of general jurisdiction as the state names it: "District Court", "Superior Court" */
  trialCourt: z.object({
    name: text.max(80),
    citation: text,
    /** One short sentence where another court shares or takes part of that jurisdiction */
    note: text.max(300).optional(),
  }),
  /** The agency or court that decides contested workers' compensation claims, by its official name alone. */
  workersCompensation: z.object({
    name: text.max(120),
    citation: text,
    /** One short sentence on how review or administration is split, where that matters */
    note: text.max(300).optional(),
  }),
  rules: z.array(LawRuleSchema),
})

export type LawTopic = z.infer<typeof LawTopicSchema>
export type LawRule = z.infer<typeof LawRuleSchema>
export type StateLaw = z.infer<typeof StateLawSchema>
