import type { LucideIcon, LucideProps } from 'lucide-react'

/**
 * A decorative lucide icon whose fill and stroke come from the `.lucide` rule in app/app.css rather
 * than from attributes repeated on every icon of every page.
 */
export function Icon({ icon: Glyph, ...props }: Omit<LucideProps, 'ref'> & { icon: LucideIcon }) {
  return <Glyph aria-hidden="true" xmlns={undefined} fill={undefined} stroke={undefined} strokeLinecap={undefined} strokeLinejoin={undefined} {...props} />
}
