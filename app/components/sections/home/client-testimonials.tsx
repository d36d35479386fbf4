import { HOME_FOLDS } from '~/copy/home'
import { fillTemplate } from '~/lib/text'
import { FoldOnPhone } from '../fold-on-phone'
import type { HomePageData } from '~/lib/pages/home.server'
import { QuoteCard } from '../quote-card'
import { Section } from '../section'

export function ClientTestimonials({ testimonials }: { testimonials: HomePageData['testimonials'] }) {
  if (!testimonials.items.length) return null
  return (
    <Section id="testimonials" tone="muted" heading={testimonials.heading} intro={testimonials.intro}>
      <FoldOnPhone summary={fillTemplate(HOME_FOLDS.testimonials, { count: String(testimonials.items.length) })}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.items.map((testimonial) => (
            <li key={testimonial.id}>
              <QuoteCard
                text={testimonial.text}
                attribution={testimonial.role}
                detail={testimonial.organization}
                tag={testimonial.serviceTitle}
              />
            </li>
          ))}
        </ul>
      </FoldOnPhone>
    </Section>
  )
}
