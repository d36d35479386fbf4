import { Star } from 'lucide-react'
import { cn } from '~/lib/utils'

const MAX_RATING = 5

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`} className={cn('inline-flex gap-0.5', className)}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star key={index} aria-hidden="true" className={cn('size-4', index < rating ? 'fill-accent text-accent-hover' : 'text-border-strong')} />
      ))}
    </span>
  )
}
