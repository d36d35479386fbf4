import { Link } from '~/components/ui/link'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { ServiceGroups } from '~/components/sections/services/service-groups'
import { PAGE_LINKS } from '~/copy/navigation'
import { Button } from '~/components/ui/button'
import type { buildServicesPage } from '~/lib/pages/services.server'

export function ServicesBody({ page }: { page: ReturnType<typeof buildServicesPage> }) {
  const { meta, intro, groups, serviceCount, caseTypeCount, copy } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} eyebrow={`${serviceCount} services`}>
        <div className="mt-6 flex flex-wrap gap-3">
          {groups.map((group) => (
            <Button key={group.id} asChild variant="outline">
              <Link to={`${PAGE_LINKS.services.to}#${group.id}`}>
                {group.heading} ({group.services.length})
              </Link>
            </Button>
          ))}
          <Button asChild variant="ghost">
            <Link to={PAGE_LINKS.caseTypes.to}>Browse all {caseTypeCount} case types</Link>
          </Button>
        </div>
      </PageHeader>
      <ServiceGroups groups={groups} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="services_cta" />
    </>
  )
}
