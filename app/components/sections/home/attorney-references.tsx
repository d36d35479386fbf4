import { HOME_FOLDS } from '~/copy/home'
import { fillTemplate } from '~/lib/text'
import { FoldOnPhone } from '../fold-on-phone'
import type { HomePageData } from '~/lib/pages/home.server'
import { QuoteCard } from '../quote-card'
import { Section } from '../section'

export function AttorneyReferences({ references }: { references: HomePageData['references'] }) {
  if (!references.items.length) return null
  return (
    <Section id="references" heading={references.heading} intro={references.intro}>
      <FoldOnPhone summary={fillTemplate(HOME_FOLDS.references, { count: String(references.items.length) })}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {references.items.map((reference) => (
            <li key={reference.id}>
              <QuoteCard
                text={reference.text}
                attribution={`${reference.role}, ${reference.firm}`}
                detail={reference.location}
                tag={reference.caseType}
              />
            </li>
          ))}
        </ul>
      </FoldOnPhone>
    </Section>
  )
}
