/**
 * Step-by-step guides for retaining attorneys (also suitable for HowTo structured data).
 * Contact details and promises are read from site-config.
 */
import type { HowToItem } from '~/config/content-schema/types'
import { siteConfig } from '~/config/site-config'

const { promises } = siteConfig

export const HOW_TO_ITEMS: HowToItem[] = [
  {
    id: 'retain',
    title: 'How to retain us',
    description: `From the first call to a signed engagement letter, retaining ${siteConfig.shortName} takes a few short steps, and nothing confidential changes hands until conflicts are cleared.`,
    steps: [
      {
        name: 'Contact us',
        text: `Call ${siteConfig.phone} or email ${siteConfig.email} with a short summary of the case, the parties and your expert disclosure deadline. ${promises.inquiryResponse.sentence}`,
      },
      {
        name: 'Clear conflicts',
        text: 'We check the parties, counsel and insurers against our prior matters and confirm in writing that we are clear before reviewing any confidential material.',
      },
      {
        name: 'Initial case review',
        text: `${promises.freeReview.sentence} In it we look at the core facts and tell you which analyses the case calls for and which records they need. We do not offer an opinion until the analysis is done.`,
      },
      {
        name: 'Engagement letter and retainer',
        text: 'We send an engagement letter setting out the scope of work, hourly rates and retainer. The retainer is applied to the final invoice.',
      },
      {
        name: 'Send the records',
        text: 'Send the records on the checklist we provide for your matter. We confirm what arrived and flag any gaps right away.',
      },
      {
        name: 'Confirm the schedule',
        text: `We set a delivery date keyed to your deadlines. ${promises.standardAnalysis.sentence} ${promises.complexAnalysis.sentence}`,
      },
    ],
  },
  {
    id: 'case-process',
    title: 'How a case proceeds',
    description:
      'What happens between retention and testimony, and the points at which counsel decides what comes next. The analysis and the opinions stay ours throughout.',
    steps: [
      {
        name: 'Records review',
        text: 'We review the records, list what is missing and define the questions the economics must answer, such as earning capacity, future care needs or the value of a business.',
      },
      {
        name: 'Interviews and evaluation',
        text: 'Where the case calls for it and the rules of the forum allow, we interview the injured person and family, conduct the vocational evaluation and review future care needs with the treating or consulting physicians.',
      },
      {
        name: 'Research and analysis',
        text: 'We gather wage, labor market and pricing data, build the projections and discount them to present value, testing each assumption against reasonable alternatives.',
      },
      {
        name: 'Preliminary findings to counsel',
        text: 'We walk you through the findings and their limits before the report is drafted. A written report is required once we are disclosed as a retained testifying expert (Fed. R. Civ. P. 26(a)(2)(B)), whatever the findings are; before disclosure, counsel decides whether to disclose us. The opinions and figures in any report are our own.',
      },
      {
        name: 'Written report',
        text: 'The report states every opinion, source and assumption in a form that meets the expert disclosure rules of your jurisdiction.',
      },
      {
        name: 'Deposition and trial',
        text: "We prepare with you, testify at deposition and trial, and review the opposing expert's work, explaining where and why the methods and figures differ.",
      },
      {
        name: 'Updates',
        text: 'When new records arrive, a trial date moves or the facts change, we supplement the report so the figures stay current.',
      },
    ],
  },
  {
    id: 'records',
    title: 'What records to send',
    description:
      'The documents that let us start promptly. Send what you have, and we will tell you which gaps matter most for your case.',
    steps: [
      {
        name: 'Case basics',
        text: 'The complaint, the scheduling order, the key dates of the injury, death or termination, and the expert disclosure deadline.',
      },
      {
        name: 'Earnings history',
        text: 'Tax returns with W-2s or 1099s for several years before the loss, recent pay stubs and a Social Security earnings statement.',
      },
      {
        name: 'Employment and benefits',
        text: 'The personnel file, job description, pay and promotion history, and plan documents for health, retirement and other benefits.',
      },
      {
        name: 'Medical records',
        text: 'Treatment records and bills, together with any statements of permanent restrictions, impairment ratings or future care recommendations from the physicians.',
      },
      {
        name: 'Education and training',
        text: 'Transcripts, licenses, certifications and military records, which frame transferable skills and earning capacity.',
      },
      {
        name: 'Testimony and opposing reports',
        text: 'Depositions of the plaintiff, family members, employer witnesses and physicians, and any expert reports already served.',
      },
      {
        name: 'Business records, if a company is involved',
        text: 'Several years of financial statements and business tax returns, the general ledger, and governing documents such as shareholder or operating agreements.',
      },
    ],
  },
]
