import type * as React from 'react'
import { cn } from '~/lib/utils'

/**
 * The box a wide table scrolls sideways in on a narrow screen. A box that scrolls must be reachable by
 * keyboard, so it takes focus and is a named region; `label` is its name, distinct from any heading's.
 */
export function TableScrollRegion({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div
      data-slot="table-scroll-region"
      className={cn('overflow-x-auto rounded-lg border border-border', className)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  )
}
