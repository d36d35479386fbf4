import type { ServicesPageData } from '~/lib/pages/services.server'
import { Section } from '../section'
import { ServiceCardGrid } from '../service-card'

export function ServiceGroups({ groups }: { groups: ServicesPageData['groups'] }) {
  return (
    <>
      {groups.map((group, index) =>
        group.services.length ? (
          <Section
            key={group.id}
            id={group.id}
            heading={group.heading}
            intro={group.intro}
            tone={index % 2 ? 'muted' : 'plain'}
          >
            <ServiceCardGrid services={group.services} />
          </Section>
        ) : null,
      )}
    </>
  )
}
