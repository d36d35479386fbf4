import { Link } from '~/components/ui/link'
import { type Fact, FactList } from './fact-list'

interface LocationSectionItem {
  title: string
  text: string
  to?: string
}

export interface LocationSectionProps {
  id: string
  heading: string
  paragraphs?: readonly string[]
  items?: readonly LocationSectionItem[]
  /** Render the items as numbered steps */
  steps?: boolean
  list?: { heading: string; items: readonly string[] }
  facts?: readonly Fact[]
}

/**
 * A block of composed copy: paragraphs, titled items or numbered steps, a short list, and facts beside it.
 * The markup is deliberately plain: thousands of prerendered pages carry it.
 */
export function LocationSection({
  id,
  heading,
  paragraphs = [],
  items = [],
  steps = false,
  list,
  facts = [],
}: LocationSectionProps) {
  if (!paragraphs.length && !items.length && !facts.length) return null
  const ItemList = steps ? 'ol' : 'ul'
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="container-page py-8 md:py-10">
      <h2 id={`${id}-h`} className="font-serif text-2xl font-bold tracking-tight text-primary md:text-3xl">
        {heading}
      </h2>
      <div className={facts.length ? 'mt-5 grid gap-8 lg:grid-cols-[2fr_1fr]' : 'mt-5'}>
        <div className="max-w-3xl space-y-4 leading-relaxed">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {items.length > 0 && (
            <ItemList
              className={
                steps ? 'list-decimal space-y-3 pl-6 marker:font-bold marker:text-primary' : 'grid gap-4 md:grid-cols-2'
              }
            >
              {items.map((item) => (
                <li key={item.title}>
                  <h3 className="font-semibold text-primary">
                    {item.to ? (
                      <Link to={item.to} className="link">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </h3>
                  <p className="text-muted-foreground">{item.text}</p>
                </li>
              ))}
            </ItemList>
          )}
          {list && list.items.length > 0 && (
            <>
              <h3 className="font-semibold text-primary">{list.heading}</h3>
              <ul className="list-disc space-y-1 pl-6">
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <FactList facts={facts} />
      </div>
    </section>
  )
}
