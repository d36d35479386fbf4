import type { PlaceSection } from '~/lib/pages/place-section.server'
import { FactList } from './fact-list'
import { PlaceMap } from './place-map'

/** What is true of the place: sourced sentences, the key figures and the map. */
export function PlaceFactsSection({ id = 'place', section }: { id?: string; section: PlaceSection }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="container-page py-8 md:py-10">
      <h2 id={`${id}-h`} className="font-serif text-2xl font-bold tracking-tight text-primary md:text-3xl">
        {section.heading}
      </h2>
      <div className="mt-5 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="max-w-3xl space-y-4 leading-relaxed">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <FactList facts={section.facts} />
        </div>
        <PlaceMap map={section.map} />
      </div>
    </section>
  )
}
