import { LocationSection } from '~/components/sections/locations/location-section'
import { StateDirectory } from '~/components/sections/locations/state-directory'
import { PageHeader } from '~/components/sections/page-header'
import { Breadcrumbs } from '~/components/site/breadcrumbs'
import { buildLocationsPage } from '~/lib/pages/locations.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/locations'

export function loader() {
  return buildLocationsPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, nationwide, directory } = loaderData
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
