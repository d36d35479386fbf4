import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs'
import { Icon } from '~/components/ui/icon'
import { useState } from 'react'
import { Link } from '~/components/ui/link'
import type { PageLink } from '~/config/content-schema/types'
import { cn } from '~/lib/utils'

export interface FaqEntry {
  id: string
  question: string
  answer: string
  link?: PageLink
}

/**
 * Questions as disclosures: each is a button that shows or hides its own answer, so several can be
 * open at once. Answers stay in the HTML (hidden), so the prerendered page carries every answer.
 */
export function FaqList({ items, idPrefix = 'faq' }: { items: readonly FaqEntry[]; idPrefix?: string }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set())
  if (!items.length) return null

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-background">
      {items.map((item) => {
        const open = openIds.has(item.id)
        const buttonId = `${idPrefix}-${item.id}-question`
        const panelId = `${idPrefix}-${item.id}-answer`
        return (
          <div key={item.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-foreground hover:bg-muted focus-visible:bg-muted"
              >
                <span>{item.question}</span>
                <Icon
                  icon={ChevronDown}
                  className={cn('size-5 shrink-0 text-primary transition-transform', open && 'rotate-180')}
                />
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="px-5 pb-5 leading-relaxed text-muted-foreground">
              <p>{item.answer}</p>
              {item.link && (
                <p className="mt-3">
                  <Link to={item.link.to} className="font-semibold text-link underline underline-offset-4">
                    {item.link.label}
                  </Link>
                </p>
              )}
            </div>
          </div>
        )
      })}
    </div>
  )
}
