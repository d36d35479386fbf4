import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'
import { cn } from '~/lib/utils'

/**
 * A decorative lucide icon, drawn from the icon's shapes (lucide's IconNode) rather than through
 * lucide-react's component: the same svg, without its per-icon props, context and class building.
 * Fill and stroke come from the `.lucide` rule in app/app.css rather than from attributes repeated on
 * every icon of every page.
 */
export function Icon({
  icon,
  className,
  ...props
}: Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & { icon: IconNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      strokeWidth="2"
      aria-hidden="true"
      className={cn('lucide', className)}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
