import { cn } from '~/lib/utils'

export interface Fact {
  label: string
  value: string
}

/** Label and value pairs about a place; renders nothing without facts. */
export function FactList({ facts, className }: { facts?: readonly Fact[]; className?: string }) {
  if (!facts?.length) return null
  return (
    <dl
      data-slot="fact-list"
      className={cn('grid content-start gap-3 rounded-lg border border-border bg-muted p-5 text-sm', className)}
    >
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="text-base font-semibold text-foreground">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
