import { LocationSection } from '~/components/sections/locations/location-section'
import { StateDirectory } from '~/components/sections/locations/state-directory'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import type { buildLocationsPage } from '~/lib/pages/locations.server'

export function LocationsBody({ page }: { page: ReturnType<typeof buildLocationsPage> }) {
  const { meta, intro, nationwide, directory } = page
  return (
    <>
      <Breadcrumbs trail={meta.breadcrumbs} />
      <PageHeader h1={meta.h1} intro={intro} />
      <LocationSection id="nationwide" heading={nationwide.heading} paragraphs={nationwide.paragraphs} />
      <StateDirectory
        id="directory"
        heading={directory.heading}
        jumpLabel={directory.jumpLabel}
        states={directory.states}
      />
    </>
  )
}
