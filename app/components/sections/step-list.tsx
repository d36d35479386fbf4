import type { Step } from '~/config/content-schema/types'
import { cn } from '~/lib/utils'

/**
 * Numbered steps: the ordered list carries the order for assistive technology; the drawn numbers are decorative.
 * `compact`: one column in smaller type, for a sidebar.
 */
export function StepList({
  steps,
  className,
  columns = true,
  compact = false,
  headingLevel = 'h3',
}: {
  steps: readonly Step[]
  className?: string
  columns?: boolean
  compact?: boolean
  headingLevel?: 'h3' | 'h4'
}) {
  if (!steps.length) return null
  const Heading = headingLevel
  return (
    <ol className={cn('grid', compact ? 'gap-4' : ['gap-6', columns && 'md:grid-cols-2 lg:grid-cols-3'], className)}>
      {steps.map((step, index) => (
        <li key={step.name} className={cn('flex', compact ? 'gap-3' : 'gap-4')}>
          <span
            aria-hidden="true"
            className={cn(
              'flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
              compact ? 'size-7 text-sm' : 'size-9',
            )}
          >
            {index + 1}
          </span>
          <div>
            <Heading className={cn('font-semibold', compact ? 'text-foreground' : 'text-primary')}>{step.name}</Heading>
            <p className={cn('text-muted-foreground', compact ? 'mt-0.5 text-sm' : 'mt-1')}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
