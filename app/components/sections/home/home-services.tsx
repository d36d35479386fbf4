import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/copy/navigation'
import { Button } from '~/components/ui/button'
import type { HomePageData } from '~/lib/pages/home.server'
import { fillTemplate } from '~/lib/text'
import { Section } from '../section'
import { ServiceCardGrid } from '../service-card'

export function HomeServices({ services }: { services: HomePageData['services'] }) {
  if (!services.cards.length) return null
  return (
    <Section id="services" heading={services.heading} intro={services.intro}>
      <ServiceCardGrid services={services.cards} compact />
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild variant="professional">
          <Link to={PAGE_LINKS.services.to}>
            {fillTemplate(services.allLink, { count: String(services.totalCount) })}
            <Icon icon={ArrowRight} />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={PAGE_LINKS.caseTypes.to}>{services.caseTypesLink}</Link>
        </Button>
      </div>
    </Section>
  )
}
