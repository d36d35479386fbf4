/**
 * Whether the firm has team pages: anyone in content/firm/people/. The route table (app/routes.ts)
 * asks, because React Router's ssr:false prerender refuses a route with a loader and no page, so a
 * firm whose team has no testifying members has no team route. Relative imports only: the route
 * table is loaded where the app's "~/" alias does not resolve.
 */
import fs from 'node:fs'
import path from 'node:path'
import { TEAM_FOLDER } from '../../config/content-schema/files'
import { contentFolderSetting } from '../../config/site-config'

export function firmHasTeamPages(contentFolder = contentFolderSetting() ?? 'content'): boolean {
  const folder = path.join(path.resolve(contentFolder), path.dirname(TEAM_FOLDER.path))
  const extension = path.extname(TEAM_FOLDER.path)
  return (
    fs.existsSync(folder) && fs.readdirSync(folder).some((name) => name.endsWith(extension) && !name.startsWith('.'))
  )
}
