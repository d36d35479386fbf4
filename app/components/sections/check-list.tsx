import CheckCircle2 from 'lucide/dist/esm/icons/circle-check.mjs'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/utils'

/** A list with a check mark before each item; renders nothing when empty. */
export function CheckList({
  items,
  className,
  tone = 'plain',
}: {
  items: readonly string[]
  className?: string
  tone?: 'plain' | 'inverse'
}) {
  if (!items.length) return null
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon
            icon={CheckCircle2}
            className={cn('mt-0.5 size-5 shrink-0', tone === 'inverse' ? 'text-accent' : 'text-success')}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
