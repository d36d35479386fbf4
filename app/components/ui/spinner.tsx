import { cn } from '~/lib/utils'

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span data-slot="spinner" role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}
