import type * as React from 'react'
import type { HowToItem } from '~/config/content-schema/types'
import type { FormPageAside, FormPageData } from '~/lib/pages/contact.server'
import { CheckList } from '../check-list'
import { Section } from '../section'
import { StepList } from '../step-list'
import { ContactDetails } from '../contact-details'
import { PageHeader } from '../page-header'

/** The form in a card, with its heading and a short note. */
function FormPanel({
  id,
  heading,
  intro,
  children,
}: {
  id: string
  heading: string
  intro: string
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-border bg-background p-6 shadow-lg md:p-8"
    >
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold text-primary">
        {heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** A titled box in the sidebar beside a form. */
function AsideBox({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-muted p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-primary">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The how-to guides, each as numbered steps under its own heading. */
function HowToGuides({ heading, guides }: { heading: string; guides: readonly HowToItem[] }) {
  if (!guides.length) return null
  return (
    <Section id="how-to" tone="muted" heading={heading}>
      <div className="space-y-14">
        {guides.map((guide) => (
          <section key={guide.id} id={`how-to-${guide.id}`} aria-labelledby={`how-to-${guide.id}-heading`}>
            <h3 id={`how-to-${guide.id}-heading`} className="font-serif text-xl font-bold text-primary">
              {guide.title}
            </h3>
            <p className="mt-2 max-w-3xl text-muted-foreground">{guide.description}</p>
            <StepList steps={guide.steps} className="mt-6" headingLevel="h4" />
          </section>
        ))}
      </div>
    </Section>
  )
}

function AsideContent({ aside }: { aside: FormPageAside }) {
  switch (aside.kind) {
    case 'direct-contact':
      return <ContactDetails place={aside.place} withAddress />
    case 'steps':
      return <StepList steps={aside.steps} compact />
    case 'commitments':
      return <CheckList items={aside.promises} className="text-sm" />
  }
}

/** The layout of /contact and /schedule-consultation: the form in a card, boxes beside it, then how-to guides. */
export function FormPageLayout({ page, children }: { page: FormPageData; /** the form */ children: React.ReactNode }) {
  const { meta, intro, form, asides, howTo } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
        <FormPanel id={form.id} heading={form.heading} intro={form.intro}>
          {children}
        </FormPanel>
        <div className="space-y-6">
          {asides.map((aside) => (
            <AsideBox key={aside.id} id={aside.id} heading={aside.heading}>
              <AsideContent aside={aside} />
            </AsideBox>
          ))}
        </div>
      </div>
      <HowToGuides heading={howTo.heading} guides={howTo.guides} />
    </>
  )
}
