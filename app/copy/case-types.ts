/**
 * The vocabulary of case (matter) types. Services name these entries in their `caseTypes`
 * by exact `name`; a case type page lists the services that name it.
 */
import type { CaseTypeEntry } from '~/config/content-schema/types'

export const CASE_TYPE_VOCABULARY: CaseTypeEntry[] = [
  {
    slug: 'personal-injury',
    name: 'Personal Injury',
    summary:
      "Claims for harm caused by another party's negligence, from vehicle collisions to falls on unsafe premises. Economics matters because compensable damages include lost earnings, lost earning capacity, medical costs and household services, all of which extend into the future and must be projected and discounted.",
    questions: [
      'What would the injured person have earned over a full worklife had the injury not occurred?',
      'How much of that earning capacity remains given the documented physical and cognitive restrictions?',
      'What is the present value of future medical and care costs?',
      'How should the loss of household services be valued?',
    ],
  },
  {
    slug: 'wrongful-death',
    name: 'Wrongful Death',
    summary:
      "Actions brought by survivors or an estate when a death is caused by another's wrongful act. The economic case centers on the financial support and services the decedent would have provided, and state law defines who may recover and which losses may be counted.",
    questions: [
      'What earnings and benefits would the decedent have provided over the remainder of a working life?',
      'What share of income would the decedent have spent on personal consumption, and how should it be deducted?',
      'What is the value of the household services, guidance and care the survivors have lost?',
      "Which discount rate and growth assumptions fit the governing jurisdiction's rules?",
    ],
  },
  {
    slug: 'medical-malpractice',
    name: 'Medical Malpractice',
    summary:
      "Claims that a health care provider's departure from the standard of care caused injury. Because these injuries often bring lifelong care needs and reduced ability to work, damages turn on careful projection of medical costs and lost earnings, and sometimes on statutory caps or collateral source rules.",
    questions: [
      'What future medical, therapy and attendant care will the patient need, and what will it cost?',
      "How does the injury change the patient's life expectancy and worklife?",
      'Which future costs may be paid by other sources under the governing rules?',
      'What earnings would a child injured at birth most likely have achieved?',
    ],
  },
  {
    slug: 'catastrophic-injury',
    name: 'Catastrophic Injury',
    summary:
      "Injuries such as spinal cord damage, traumatic brain injury, severe burns and amputations that permanently alter a person's health and ability to work. These cases carry the largest economic stakes in injury litigation because care needs and lost earnings extend across an entire lifetime.",
    questions: [
      'What level of residential or attendant care will the person need as they age?',
      'Is any competitive employment realistic, and at what wage?',
      'How should equipment replacement and future surgeries be scheduled and priced?',
      'Which life expectancy should be used to project lifetime care costs?',
    ],
  },
  {
    slug: 'employment-discrimination',
    name: 'Employment Discrimination',
    summary:
      'Claims that hiring, pay, promotion or termination decisions were based on a protected characteristic such as race, sex, age or disability. Statistical evidence is often central to proving or rebutting liability, and economic analysis measures back pay, front pay and lost benefits.',
    questions: [
      'Do pay differences persist after controlling for legitimate job-related factors?',
      'Are hiring or promotion rates for a protected group lower than the available labor pool would predict?',
      'What back pay and front pay has the claimant lost, net of earnings from mitigating employment?',
      'How long would the claimant reasonably need to find comparable work?',
    ],
  },
  {
    slug: 'wrongful-termination',
    name: 'Wrongful Termination',
    summary:
      'Disputes over a discharge alleged to breach an employment contract, violate public policy or retaliate against protected activity. Damages depend on what the employee would have earned in the job and how quickly comparable earnings could be replaced.',
    questions: [
      'What salary, bonuses and benefits would the employee have received absent the termination?',
      'Which comparable positions are available, and what do they pay?',
      'Did the employee make reasonable efforts to mitigate the loss?',
      'How long would the employment likely have continued in any event?',
    ],
  },
  {
    slug: 'workers-compensation',
    name: "Workers' Compensation",
    summary:
      'The no-fault system that pays wage replacement and medical benefits to employees injured on the job. Vocational and economic analysis determines wage-loss benefits, the availability of suitable alternative employment and the cost of future medical care, and it also supports third-party claims arising from the same injury.',
    questions: [
      "What is the injured worker's post-injury earning capacity?",
      "Is suitable alternative employment available within the worker's restrictions?",
      'What is the present value of future medical benefits for settlement purposes?',
      'How does the impairment rating relate to the wages actually lost?',
    ],
  },
  {
    slug: 'product-liability',
    name: 'Product Liability',
    summary:
      "Claims that a product's design, manufacture or warnings were defective and caused injury or death. The damages resemble those in other injury cases, but these matters frequently involve many claimants with serious injuries, which makes consistent and well-documented economic methods especially important.",
    questions: [
      'What lifetime care costs follow from the injuries the product caused?',
      'How much earning capacity did each claimant lose?',
      'Are damages estimated consistently across claimants with comparable injuries?',
      'What would a safer alternative design have cost relative to the harm it would have prevented?',
    ],
  },
  {
    slug: 'commercial-damages',
    name: 'Commercial Damages',
    summary:
      "Business disputes over breach of contract, business interruption, fraud, tortious interference and similar harms. The economic task is to compare the business's actual performance with what it would have achieved but for the wrongful conduct, measured as lost profits or lost value.",
    questions: [
      'What revenue and profits would the business have earned but for the breach?',
      'Which costs would the business have incurred to earn the lost revenue?',
      'Were the projected profits reasonably certain, or too speculative to recover?',
      'Should the loss be measured as lost profits, diminished business value or both?',
      'Which discount rate and prejudgment interest apply to the loss?',
    ],
  },
  {
    slug: 'shareholder-disputes',
    name: 'Shareholder Disputes',
    summary:
      "Conflicts among the owners of closely held companies, including oppression claims, deadlock, dissenters' appraisal rights and buy-sell agreement disputes. The outcome usually depends on the value of the shares and on which standard of value the statute or agreement requires.",
    questions: [
      'What is the fair value of the shares under the governing statute?',
      'Should discounts for lack of control or lack of marketability apply to the interest?',
      'Did controlling owners divert value through excess compensation or related-party dealings?',
      'As of what date should the shares be valued?',
    ],
  },
  {
    slug: 'marital-dissolution',
    name: 'Marital Dissolution',
    summary:
      'Divorce proceedings in which business interests, professional practices and earning capacity must be valued for equitable distribution and support. Economists help courts separate marital from separate value and assess the income a spouse could reasonably earn.',
    questions: [
      'What was the closely held business or professional practice worth on the valuation date?',
      'How much of the business value is personal goodwill rather than enterprise goodwill?',
      'What income could an underemployed spouse reasonably earn?',
      'How much did a separately owned business appreciate during the marriage, and why?',
    ],
  },
  {
    slug: 'estate-and-gift-tax',
    name: 'Estate and Gift Tax',
    summary:
      'Federal and state transfer taxes assessed on property passing at death or by gift, including interests in family businesses and partnerships. Valuations must be well supported to withstand review by the Internal Revenue Service and, if contested, the Tax Court.',
    questions: [
      'What was the fair market value of the transferred interest on the valuation date?',
      'Which discounts for lack of control and marketability are supported for a minority partnership interest?',
      'How do transfer restrictions in the operating agreement affect value?',
    ],
  },
  {
    slug: 'social-security-disability',
    name: 'Social Security Disability',
    summary:
      'Claims for Social Security Disability Insurance and Supplemental Security Income, decided through a sequential evaluation process. Vocational evidence is often decisive at the final steps, where the question is whether the claimant can perform past work or any other work that exists in significant numbers.',
    questions: [
      "What is the claimant's residual functional capacity?",
      'Can the claimant return to past relevant work as it was actually or generally performed?',
      "Do other jobs exist in significant numbers in the national economy within the claimant's limitations?",
      "Do the claimant's age, education and skill level direct a finding under the Medical-Vocational Guidelines?",
    ],
  },
  {
    slug: 'long-term-disability-claims',
    name: 'Long-Term Disability Claims',
    summary:
      "Claims under employer-sponsored or individual disability insurance policies, many of them governed by ERISA. The dispute usually concerns whether the claimant meets the policy's definition of disability, which commonly shifts from the claimant's own occupation to any gainful occupation after an initial benefit period.",
    questions: [
      "What are the material duties of the claimant's own occupation as performed in the national economy?",
      'Is there any occupation the claimant can perform given education, training and experience?',
      'Would the occupations identified pay the earnings threshold the policy requires?',
      'What is the present value of future benefits for a lump-sum resolution?',
    ],
  },
  {
    slug: 'antitrust',
    name: 'Antitrust',
    summary:
      'Matters involving price fixing, monopolization, exclusive dealing and anticompetitive mergers. Economic analysis defines the relevant market, assesses market power and measures the overcharges or lost profits caused by the conduct.',
    questions: [
      'What is the relevant product and geographic market?',
      'By how much did the conduct raise prices above competitive levels?',
      'Were all or nearly all members of the proposed class affected by the alleged overcharge?',
      'How much of the overcharge was passed through to downstream buyers?',
    ],
  },
  {
    slug: 'intellectual-property-damages',
    name: 'Intellectual Property Damages',
    summary:
      "Disputes over patent, trademark, copyright and trade secret infringement or misappropriation. Damages may be measured as the owner's lost profits, the infringer's profits or a reasonable royalty, and each measure requires economic evidence about demand, substitutes and the value of the protected feature.",
    questions: [
      "What share of the product's value is attributable to the patented feature?",
      "Would the owner have made the infringer's sales absent the infringement?",
      'What royalty would the parties have agreed to in a hypothetical negotiation?',
      'What was the trade secret worth to its owner and to the party that took it?',
    ],
  },
  {
    slug: 'wage-and-hour-disputes',
    name: 'Wage and Hour Disputes',
    summary:
      'Individual and class claims for unpaid overtime, off-the-clock work, missed meal and rest breaks and misclassification of employees. Economists and statisticians reconstruct hours and pay from electronic records and estimate exposure across the class.',
    questions: [
      'How much unpaid time is indicated by the timekeeping, payroll and building access records?',
      'Can a representative sample reliably estimate damages for the whole class?',
      'What overtime would have been owed if the workers had been classified as nonexempt?',
    ],
  },
  {
    slug: 'securities-and-investment-disputes',
    name: 'Securities and Investment Disputes',
    summary:
      'Securities fraud class actions, arbitrations against brokers and advisers, and disputes over investment management. Financial economics establishes whether misstatements affected market prices and measures the investor losses attributable to the alleged misconduct.',
    questions: [
      'Did the stock price react significantly to the corrective disclosure?',
      'How much artificial inflation was in the share price on each day of the class period?',
      'What would the account have earned if it had been managed suitably?',
      'How much of the loss reflects general market declines rather than the alleged misconduct?',
    ],
  },
  {
    slug: 'economic-development-projects',
    name: 'Economic Development Projects',
    summary:
      'Proposals for new facilities, business attraction incentives, infrastructure and redevelopment that public bodies and private sponsors must justify. Economic analysis estimates the jobs, income and tax revenue a project will generate and whether public support is a sound use of funds.',
    questions: [
      'How many jobs and how much labor income will the project support during construction and operation?',
      'How much of the projected activity is genuinely new to the region?',
      'Will tax revenue from the project cover the public services and incentives it requires?',
      'Can the local labor market supply the workers the project needs?',
    ],
  },
  {
    slug: 'regulatory-rulemaking',
    name: 'Regulatory Rulemaking',
    summary:
      'The process by which agencies propose, justify and adopt binding rules. Economic analysis defines the baseline, estimates costs and benefits, compares alternatives and assesses effects on small entities, and it is often the ground on which public comments and legal challenges are argued.',
    questions: [
      'What would happen in the absence of the rule?',
      'What will compliance cost the affected businesses and governments?',
      'Do the monetized benefits justify the costs, and how uncertain are the estimates?',
      'Would a more flexible alternative achieve most of the benefits at lower cost?',
      'Will the rule impose a significant economic burden on small businesses?',
    ],
  },
  {
    slug: 'pricing-decisions',
    name: 'Pricing Decisions',
    summary:
      'Choices about price levels, price structures, discounts and fees for products, services and public utilities. Economics predicts how customers and competitors will respond and what a change means for revenue, margin and access.',
    questions: [
      'How sensitive is demand to a change in price?',
      'Which customer segments will pay more for added features or service levels?',
      'What revenue and margin will each pricing option produce?',
      'How are competitors likely to respond to a price change?',
    ],
  },
  {
    slug: 'public-program-funding',
    name: 'Public Program Funding',
    summary:
      'Decisions by legislatures, agencies and philanthropies about which programs to fund, expand or end. Evidence on impact and cost helps direct limited budgets toward programs that deliver measurable results.',
    questions: [
      'Does the program cause the outcomes it claims?',
      'What does each unit of outcome cost compared with the alternatives?',
      "Do the program's benefits exceed its costs over the long term?",
      'Which participants benefit most, and which benefit little?',
    ],
  },
  {
    slug: 'workforce-planning',
    name: 'Workforce Planning',
    summary:
      'Employer, industry and regional planning for future staffing and skill needs. Economic analysis assesses labor supply, wage competitiveness and training pipelines so that organizations can plan hiring and public agencies can target training investment.',
    questions: [
      'Will enough qualified workers be available within commuting distance?',
      'What wages are needed to attract and retain workers in key occupations?',
      'Which occupations face the widest gap between projected demand and training output?',
      'How will automation or new regulations change staffing needs?',
    ],
  },
  {
    slug: 'healthcare-policy',
    name: 'Healthcare Policy',
    summary:
      'Decisions about coverage, payment, pricing and public health programs made by governments, insurers and health systems. Economics measures the costs and health consequences of the alternatives and shows how a proposed change would affect spending and access to care.',
    questions: [
      'Is a new treatment or program cost-effective relative to current care?',
      'What will adopting an intervention cost a given payer in the first few years?',
      'How will a payment reform change provider behavior and total spending?',
      'Who gains and who loses coverage under a proposed policy?',
    ],
  },
  {
    slug: 'education-policy',
    name: 'Education Policy',
    summary:
      'Decisions about school funding, accountability, higher education finance and student aid. Economic analysis estimates the returns to education, the cost of meeting performance standards and the effects of reforms on achievement and later earnings.',
    questions: [
      'Does the funding formula provide adequate and equitable resources across districts?',
      'What earnings gains do the graduates of a program achieve?',
      'Did a reform improve student achievement, and by how much?',
      'What is the cost per additional graduate of a retention or completion program?',
    ],
  },
  {
    slug: 'development-program-appraisal',
    name: 'Development Program Appraisal',
    summary:
      'Appraisal and evaluation of projects financed by development banks, donor agencies and governments in low- and middle-income countries. Economics tests whether an investment returns enough to society to justify its cost and whether its benefits reach the intended households.',
    questions: [
      "Does the project's economic internal rate of return exceed the opportunity cost of capital?",
      'How do tariffs, subsidies and exchange rate distortions change the economic cost of inputs?',
      'Did household incomes rise in the areas the program served relative to comparison areas?',
      'Will the benefits be sustained after external funding ends?',
    ],
  },
  {
    slug: 'market-entry-and-expansion',
    name: 'Market Entry and Expansion',
    summary:
      'Business decisions to launch products, enter new territories or add capacity. Economic analysis sizes the addressable market, forecasts demand and assesses competitive conditions before capital is committed.',
    questions: [
      'How large is the addressable market for the product in the target region?',
      'How quickly will demand grow, and how uncertain is that forecast?',
      'What market share can a new entrant reasonably expect?',
      'How much new capacity does the expected demand justify?',
    ],
  },
]
