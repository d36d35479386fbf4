import { Island } from '~/components/islands/island'
import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/copy/navigation'
import type { HomePageData } from '~/lib/pages/home.server'
import { HOME_FOLDS } from '~/copy/home'
import { fillTemplate } from '~/lib/text'
import { FaqList } from '../faq-list'
import { FoldOnPhone } from '../fold-on-phone'
import { SectionHeading } from '../section'

export function HomeFaq({ faq }: { faq: HomePageData['faq'] }) {
  if (!faq.items.length) return null
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-muted py-14 md:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <SectionHeading id="faq-heading" heading={faq.heading} intro={faq.intro} />
          <p className="mt-6 text-muted-foreground">
            {faq.moreQuestions}{' '}
            <Link to={PAGE_LINKS.contact.to} className="font-semibold text-link underline underline-offset-4">
              {faq.askLink}
            </Link>
            .
          </p>
        </div>
        <FoldOnPhone summary={fillTemplate(HOME_FOLDS.faq, { count: String(faq.items.length) })}>
          <Island name="faq" component={FaqList} props={{ items: faq.items }} />
        </FoldOnPhone>
      </div>
    </section>
  )
}
