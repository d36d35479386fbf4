import { useState } from 'react'
import type { CaseStudy } from '~/config/content-schema/types'
import { CASE_STUDIES_PAGE_COPY } from '~/copy/service-pages'
import { cn } from '~/lib/utils'
import { CaseStudyCard } from '../case-study-card'

const ALL = CASE_STUDIES_PAGE_COPY.allCategories
const LABEL_ID = 'all-case-studies-heading'
const FILTER_LABEL_ID = 'case-study-filter-label'

/**
 * Every case study, with a category filter: toggle buttons (aria-pressed), one pressed at a time.
 * All studies are in the prerendered HTML; the filter only narrows what is shown.
 */
export function CaseStudyBrowser({
  studies,
  categories,
}: {
  studies: readonly CaseStudy[]
  categories: readonly string[]
}) {
  const [category, setCategory] = useState<string>(ALL)
  if (!studies.length) return null
  const shown = category === ALL ? studies : studies.filter((study) => study.category === category)
  const countOf = (name: string) =>
    name === ALL ? studies.length : studies.filter((study) => study.category === name).length

  return (
    <section id="all-case-studies" aria-labelledby={LABEL_ID} className="container-page py-10 md:py-14">
      <h2 id={LABEL_ID} className="sr-only">
        {CASE_STUDIES_PAGE_COPY.listHeading}
      </h2>
      <p id={FILTER_LABEL_ID} className="mb-3 text-sm font-bold uppercase tracking-wide text-foreground">
        {CASE_STUDIES_PAGE_COPY.filterLabel}
      </p>
      <div role="group" aria-labelledby={FILTER_LABEL_ID} className="flex flex-wrap gap-2">
        {[ALL, ...categories].map((name) => {
          const pressed = name === category
          return (
            <button
              key={name}
              type="button"
              aria-pressed={pressed}
              onClick={() => setCategory(name)}
              className={cn(
                'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border-strong bg-background text-foreground hover:bg-muted',
              )}
            >
              {name}
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs',
                  pressed ? 'bg-white/20' : 'bg-muted text-muted-foreground',
                )}
              >
                {countOf(name)}
              </span>
            </button>
          )
        })}
      </div>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {category === ALL
          ? `Showing all ${studies.length} case studies`
          : `Showing ${shown.length} of ${studies.length} case studies: ${category}`}
      </p>
      <ul className="mt-6 grid gap-6 lg:grid-cols-2">
        {shown.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </section>
  )
}
