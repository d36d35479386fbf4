import { cva } from 'class-variance-authority'
import Clock from 'lucide/dist/esm/icons/clock.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/copy/navigation'
import type { CaseStudy, CaseStudyBadge } from '~/config/content-schema/types'
import { cn } from '~/lib/utils'
import { CheckList } from './check-list'

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    badge: {
      'High Impact': 'bg-accent text-accent-foreground',
      'Complex Case': 'bg-secondary text-secondary-foreground ring-1 ring-primary/20',
      'Expert Testimony': 'bg-primary text-primary-foreground',
    } satisfies Record<CaseStudyBadge, string>,
  },
})

function CaseStudyBadgeTag({ badge, className }: { badge: CaseStudyBadge; className?: string }) {
  return (
    <span data-slot="case-study-badge" className={cn(badgeVariants({ badge }), className)}>
      {badge}
    </span>
  )
}

function CardHeader({ study }: { study: CaseStudy }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <CaseStudyBadgeTag badge={study.badge} />
        <span className="text-sm font-medium text-muted-foreground">{study.category}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold leading-snug text-primary">{study.title}</h3>
    </>
  )
}

function Duration({ duration }: { duration: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Icon icon={Clock} className="size-4" />
      <span>
        Engagement: <span className="font-medium text-foreground">{duration}</span>
      </span>
    </p>
  )
}

/** A case study in brief (home page): the challenge and the outcome, with a link to the full list. */
export function CaseStudySummaryCard({ study }: { study: CaseStudy }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
      <CardHeader study={study} />
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{study.challenge}</p>
      <p className="mt-3 text-sm leading-relaxed">
        <span className="font-semibold text-foreground">Outcome: </span>
        {study.highlights.at(-1)}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <Duration duration={study.duration} />
        <Link
          to={`${PAGE_LINKS.caseStudies.to}#${study.id}`}
          className="inline-flex min-h-6 items-center text-sm font-semibold link"
        >
          Read the full case<span className="sr-only">: {study.title}</span>
        </Link>
      </div>
    </article>
  )
}

/** A case study in full (case studies page), anchored by its id. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article
      id={study.id}
      aria-labelledby={`${study.id}-title`}
      className="flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm md:p-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CaseStudyBadgeTag badge={study.badge} />
        <span className="text-sm font-medium text-muted-foreground">{study.category}</span>
      </div>
      <h2 id={`${study.id}-title`} className="mt-3 font-serif text-xl font-bold leading-snug text-primary">
        {study.title}
      </h2>
      <div className="mt-2">
        <Duration duration={study.duration} />
      </div>
      <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-muted-foreground">The challenge</h3>
      <p className="mt-1 leading-relaxed">{study.challenge}</p>
      <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-muted-foreground">
        Our analysis and the outcome
      </h3>
      <p className="mt-1 leading-relaxed">{study.outcome}</p>
      <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-muted-foreground">Highlights</h3>
      <CheckList items={study.highlights} className="mt-2 text-sm" />
    </article>
  )
}
