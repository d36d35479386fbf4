import { Link } from '~/components/ui/link'
import type { CourtSection as CourtSectionData } from '~/lib/pages/place-section.server'

/** The courts of the place: the federal district (and division) it lies within, neighboring districts, venue and removal, the state's courts. */
export function CourtSection({ section }: { section: CourtSectionData }) {
  return (
    <section id="courts" aria-labelledby="courts-h" className="container-page py-8">
      <h2 id="courts-h" className="font-serif text-2xl font-bold tracking-tight text-primary">
        {section.heading}
      </h2>
      <div className="mt-4 max-w-3xl space-y-4 leading-relaxed">
        {section.venue.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <ul className="space-y-2 border-l-4 border-accent pl-4">
          {section.federal.map((line) => (
            <li key={line.court}>
              {line.scope && <span className="font-semibold">{line.scope} </span>}
              {line.court}
            </li>
          ))}
        </ul>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.stateLink && (
          <p>
            <Link to={section.stateLink.to} className="text-link underline underline-offset-4">
              {section.stateLink.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}
