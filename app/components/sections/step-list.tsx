import type { Step } from '~/config/content-types'
import { cn } from '~/lib/utils'


/** Numbered steps: the ordered list carries the order for assistive technology; the drawn numbers are decorative. */
export function StepList({
  steps,
  className,
  columns = true,
  headingLevel = 'h3',
}: {
  steps: readonly Step[]
  className?: string
  columns?: boolean
  headingLevel?: 'h3' | 'h4'
}) {
  if (!steps.length) return null
  const Heading = headingLevel
  return (
    <ol className={cn('grid gap-6', columns && 'md:grid-cols-2 lg:grid-cols-3', className)}>
      {steps.map((step, index) => (
        <li key={step.name} className="flex gap-4">
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
            {index + 1}
          </span>
          <div>
            <Heading className="font-semibold text-primary">{step.name}</Heading>
            <p className="mt-1 text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
