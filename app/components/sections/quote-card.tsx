import Quote from 'lucide/dist/esm/icons/quote.mjs'
import { Icon } from '~/components/ui/icon'

/** A reference or testimonial: the quote and who gave it (anonymized). No stars: the firm does not rate itself. */
export function QuoteCard({
  text,
  attribution,
  detail,
  tag,
}: {
  text: string
  attribution: string
  detail: string
  tag?: string
}) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
      <Icon icon={Quote} className="size-7 text-secondary-hover" />
      <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-border pt-4 text-sm">
        <span className="block font-semibold text-primary">{attribution}</span>
        <span className="block text-muted-foreground">{detail}</span>
        {tag && (
          <span className="mt-2 inline-flex rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
            {tag}
          </span>
        )}
      </figcaption>
    </figure>
  )
}
