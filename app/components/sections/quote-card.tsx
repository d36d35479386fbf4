import { Quote } from 'lucide-react'
import { StarRating } from './star-rating'

/** A reference or testimonial: the quote, its rating, and who gave it (anonymised). */
export function QuoteCard({ text, rating, attribution, detail, tag }: { text: string; rating: number; attribution: string; detail: string; tag?: string }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={rating} />
        <Quote aria-hidden="true" className="size-7 text-secondary-hover" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-border pt-4 text-sm">
        <span className="block font-semibold text-primary">{attribution}</span>
        <span className="block text-muted-foreground">{detail}</span>
        {tag && <span className="mt-2 inline-flex rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">{tag}</span>}
      </figcaption>
    </figure>
  )
}
