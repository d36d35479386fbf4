import type { ServicesPageData } from '~/lib/pages/services.server'
import { Section } from '../section'
import { ServiceCard } from '../service-card'

export function ServiceGroups({ groups }: { groups: ServicesPageData['groups'] }) {
  return (
    <>
      {groups.map((group, index) =>
        group.services.length ? (
          <Section key={group.id} id={group.id} heading={group.heading} intro={group.intro} tone={index % 2 ? 'muted' : 'plain'}>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.services.map((service) => (
                <li key={service.slug}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}
    </>
  )
}
