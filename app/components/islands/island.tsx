import { type ComponentType, useContext } from 'react'
import { ServerRenderContext } from '~/lib/use-hydrated'
import type { BodyIslandName } from './body-islands'
import { BODY_ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes'

/** The props as a JSON script the HTML parser cannot end early: "<" is written as its escape. */
function serializeIslandProps(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c')
}

/**
 * A part of a page a visitor interacts with (decision 033): rendered in place with the page, its props
 * serialized in a script beside it, and hydrated as a React root of its own with those props by the
 * islands entry (app/islands.client.tsx; each kind's code in ./body-islands.ts). No island uses useId,
 * so its markup is the same rendered in the page as on its own. Read as data (the build's page tree),
 * it has no props script.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: BodyIslandName
  component: ComponentType<P>
  props: P
}) {
  const asData = useContext(ServerRenderContext)
  return (
    <>
      <div {...{ [BODY_ISLAND_ATTRIBUTE]: name }} className="contents">
        <Component {...props} />
      </div>
      {!asData && (
        <script
          type="application/json"
          {...{ [ISLAND_PROPS_ATTRIBUTE]: '' }}
          dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }}
        />
      )}
    </>
  )
}
