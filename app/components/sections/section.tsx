import type * as React from 'react'
import { cn } from '~/lib/utils'

/** A page section with a heading and an optional intro; `id` names it and anchors its heading. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  className,
  children,
}: {
  id: string
  heading: string
  intro?: string
  tone?: 'plain' | 'muted'
  className?: string
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('py-14 md:py-20', tone === 'muted' && 'bg-muted', className)}
    >
      <div className="container-page">
        <SectionHeading id={`${id}-heading`} heading={heading} intro={intro} />
        <div className="mt-8 md:mt-10">{children}</div>
      </div>
    </section>
  )
}

export function SectionHeading({
  id,
  heading,
  intro,
  className,
}: {
  id: string
  heading: string
  intro?: string
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl', className)}>
      <h2 id={id} className="font-serif text-2xl font-bold tracking-tight text-primary md:text-3xl">
        {heading}
      </h2>
      {intro && <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{intro}</p>}
    </div>
  )
}

/** A smaller heading inside a section (h3). */
export function SubHeading({
  id,
  children,
  className,
}: {
  id?: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <h3 id={id} className={cn('text-lg font-semibold text-primary', className)}>
      {children}
    </h3>
  )
}
