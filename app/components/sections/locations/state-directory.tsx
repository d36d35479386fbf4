import { Link } from '~/components/ui/link'
import { Section } from '~/components/sections/section'
import type { PageLink } from '~/config/content-schema/types'

export interface DirectoryState {
  id: string
  name: string
  to: string
  cities: readonly PageLink[]
}

/** Every state with its cities, grouped, with a jump list to each state's group. */
export function StateDirectory({
  id,
  heading,
  jumpLabel,
  states,
}: {
  id: string
  heading: string
  jumpLabel: string
  states: readonly DirectoryState[]
}) {
  if (!states.length) return null
  return (
    <Section id={id} heading={heading} className="py-10! md:py-12!">
      <nav aria-label={jumpLabel}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {states.map((state) => (
            <li key={state.id}>
              <a href={`#${state.id}`} className="inline-flex min-h-6 items-center link">
                {state.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 gap-10 sm:columns-2 lg:columns-3">
        {states.map((state) => (
          <section key={state.id} aria-labelledby={state.id} className="mb-8 break-inside-avoid">
            <h3 id={state.id} className="scroll-mt-24 text-lg font-semibold text-primary">
              <Link to={state.to} className="hover:underline">
                {state.name}
              </Link>
            </h3>
            <ul className="mt-2 flex flex-wrap gap-x-3 text-sm [&_a]:inline-flex [&_a]:min-h-6 [&_a]:items-center [&_a]:text-link [&_a:hover]:underline">
              {state.cities.map((city) => (
                <li key={city.to}>
                  <Link to={city.to}>{city.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  )
}
