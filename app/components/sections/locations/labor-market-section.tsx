import type { LaborSection } from '~/lib/pages/labor-section.server'
import { WageTables } from './wage-tables'

/**
 * The area's labor force and unemployment (BLS LAUS): county, metropolitan or micropolitan area, state and nation,
 * with the source; then the metro's wages by occupation beside the nation's (BLS OEWS).
 */
export function LaborMarketSection({ section }: { section: LaborSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-h`} className="container-page py-8">
      <h2 id={`${section.id}-h`} className="font-serif text-2xl font-bold tracking-tight text-primary">
        {section.heading}
      </h2>
      <div className="mt-4 max-w-3xl space-y-4 leading-relaxed">
        <ul className="space-y-2 border-l-4 border-accent pl-4">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {section.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
        <p className="text-sm text-muted-foreground">{section.source}</p>
      </div>
      <WageTables section={section.wages} />
    </section>
  )
}
