import type * as React from 'react'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import type { Crumb } from '~/lib/seo/structured-data'

/** The top of an inner page: breadcrumbs (when given), an optional eyebrow, the H1, an intro, and any actions. */
export function PageHeader({
  h1,
  intro,
  eyebrow,
  trail,
  children,
}: {
  h1: string
  intro?: string
  eyebrow?: React.ReactNode
  trail?: readonly Crumb[]
  children?: React.ReactNode
}) {
  return (
    <section className="border-b border-border bg-muted">
      {trail && <Breadcrumbs trail={trail} />}
      <div className="container-page py-10 md:py-14">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-muted-foreground">{eyebrow}</p>
        )}
        <h1 className="max-w-4xl font-serif text-3xl font-bold tracking-tight text-primary md:text-4xl">{h1}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
