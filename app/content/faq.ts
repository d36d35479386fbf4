/**
 * Questions a retaining attorney asks before and during an engagement.
 * Every promise, hour and contact detail is read from site-config.
 */
import { siteConfig } from '~/config/site-config'
import type { FaqItem } from '~/config/content-types'
import { PAGE_LINKS } from './navigation'


const { promises } = siteConfig

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'fees-and-retainers',
    question: 'How are your fees and retainers structured?',
    answer:
      'We bill hourly for record review, research, analysis and report writing, with a separate hourly rate for deposition and trial testimony; a deposition is paid for by the party that takes it. A retainer is due when the engagement letter is signed and is applied to the final invoice rather than kept as a separate fee. The rates, the retainer and the terms are published on our fees page and as a fee schedule to download, the engagement letter repeats them, and our fees never depend on the outcome of the case.',
    link: { label: 'Read the fees and terms', to: PAGE_LINKS.fees.to },
  },
  {
    id: 'turnaround',
    question: 'How long does an analysis take?',
    answer: `${promises.standardAnalysis.sentence} ${promises.complexAnalysis.sentence} ${promises.rushTurnaround.sentence} Give us your disclosure deadline on the first call so that we can confirm the schedule before you retain us.`,
  },
  {
    id: 'daubert-challenges',
    question: 'How do you prepare for a Daubert or Rule 702 challenge?',
    answer:
      'We rely on published data and on methods described in the peer-reviewed literature, such as government life tables, published worklife tables and Bureau of Labor Statistics wage data. Reports cite each source and state each assumption so that another economist can reproduce the calculation. If a motion to exclude is filed, we can provide a declaration that explains the methodology and the sources behind it.',
  },
  {
    id: 'records-needed',
    question: 'What records do you need?',
    answer:
      'For a loss of earnings, the core set is several years of tax returns and W-2s, a Social Security earnings statement, the employment and benefits file, and the medical records that describe any restrictions. Depositions of the plaintiff, employer witnesses and treating physicians help, as do any opposing expert reports. After the initial review we send a checklist for your matter, and our records guide sets out what each kind of case needs.',
  },
  {
    id: 'deposition-and-trial',
    question: 'Are you available for depositions and trial?',
    answer: `Yes. Depositions can be taken in person or by video, and we travel for trial testimony wherever we are retained. Scheduling runs through our office (${siteConfig.hours.label}), and early word of a trial date lets us hold the time for you.`,
  },
  {
    id: 'jurisdictions',
    question: 'Do you take cases outside your home state?',
    answer: `Yes. ${promises.nationwide.sentence} We work from our office in ${siteConfig.address.city}, ${siteConfig.address.region}. Each report follows the rules of the forum on discounting, income taxes, collateral sources and personal consumption, which differ from state to state and between state and federal court.`,
  },
  {
    id: 'plaintiff-and-defense',
    question: 'Do you work for plaintiffs or defendants?',
    answer:
      'Both. We are retained by plaintiffs, defendants and insurers, and the methods, data sources and assumptions do not change with the side that retains us. Our prior reports and testimony can be put in front of us on cross-examination, and they should read the same way whichever side retained us.',
  },
  {
    id: 'conflicts-check',
    question: 'How do you check for conflicts of interest?',
    answer:
      'Before we look at any substantive material, send us the names of the parties, counsel and any insurers involved. We check them against every matter we have worked on and confirm in writing whether we are clear. Please hold confidential documents until that confirmation arrives, so a conflict never leaves either side exposed.',
  },
  {
    id: 'preliminary-review-cost',
    question: 'What does a preliminary review cost?',
    answer: `Nothing. ${promises.freeReview.sentence} In it we look at the core facts, tell you which analyses the case calls for and which records they need, and give you a fee estimate. We do not offer an opinion at that stage; any opinion comes from the full analysis and does not depend on which side retains us. For an order of magnitude before you call, our free economic loss calculator projects lost earnings from your own assumptions and states what it leaves out.`,
    link: { label: `Open the ${PAGE_LINKS.calculator.label.toLowerCase()}`, to: PAGE_LINKS.calculator.to },
  },
  {
    id: 'how-to-start',
    question: 'How do we get started?',
    answer: `Call ${siteConfig.phone}, email ${siteConfig.email} or use the contact form with a short description of the case, the parties and any deadlines. ${promises.inquiryResponse.sentence} Once the conflict check clears, we schedule the initial review and, if you decide to go ahead, send the engagement letter.`,
  },
  {
    id: 'life-care-physician-coordination',
    question: 'How do you coordinate a life care plan with the treating physicians?',
    answer:
      "When retained by plaintiff's counsel, and with counsel's approval, we contact the treating physicians and relevant specialists, send them a written summary of the proposed care items and ask them to confirm, revise or reject each one. When retained by the defense, or where the rules of the forum limit contact, we work from the medical records, the physicians' depositions and a consulting physician retained by counsel. Either way, every recommendation in the final plan is tied to a physician's opinion or to the medical records, because a care item without medical foundation does not belong in the plan.",
  },
  {
    id: 'discount-rates',
    question: 'How do you choose a discount rate?',
    answer:
      'We start with the law of the forum, because some jurisdictions prescribe the method by statute or case law, such as a fixed net discount rate or total offset. Otherwise we use yields on U.S. Treasury securities matched to the length of the loss, paired with wage and medical cost growth rates drawn from a consistent period so the net rate holds together. The report shows the rates used and how the result changes under reasonable alternatives.',
  },
]
