/**
 * The editor's API: Keystatic's own handler in local mode, reading and writing the content folder, with
 * its one write (POST /api/keystatic/update) checked first by ./content-save.ts. A save that fails the
 * content schemas is answered 422 with the problems in plain words (what Keystatic's notice shows), and
 * nothing is written; the same problems, tied to their fields, travel as JSON in the FIELD_PROBLEMS_HEADER
 * header for the page to show next to each field, and as the build states them (file and path) in the
 * SAVE_DETAILS_HEADER header, for the page's technical details (./ui/field-messages.ts). A valid save is
 * written as ./content-save.ts prepared it.
 */
import type { Config } from '@keystatic/core'
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { EditorSaveError, prepareSave } from './content-save'
import { FIELD_PROBLEMS_HEADER, SAVE_DETAILS_HEADER } from './field-problems'

/** Keystatic's request and response shapes (@keystatic/core/api/generic). */
type KeystaticHandler = ReturnType<typeof makeGenericAPIRouteHandler>
type KeystaticRequest = Parameters<KeystaticHandler>[0]
type KeystaticResponse = Awaited<ReturnType<KeystaticHandler>>

export const API_PREFIX = '/api/keystatic'
const UPDATE_PATH = `${API_PREFIX}/update`
export { FIELD_PROBLEMS_HEADER }

interface UpdateBody {
  additions: { path: string; contents: string }[]
  deletions: { path: string }[]
}

function isUpdateBody(value: unknown): value is UpdateBody {
  const body = value as Partial<UpdateBody> | null
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray(body.additions) &&
    Array.isArray(body.deletions) &&
    body.additions.every((addition) => typeof addition?.path === 'string' && typeof addition.contents === 'string') &&
    body.deletions.every((deletion) => typeof deletion?.path === 'string')
  )
}

const text = (status: number, body: string): KeystaticResponse => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body,
})

/**
 * The API handler for `config` over the content folder `directory` (local storage). In GitHub storage
 * the browser commits to GitHub itself and Keystatic's handler only signs the user in: `appSlugEnv` names
 * the variable its GitHub App setup writes the app's slug to.
 */
export function makeEditorApiHandler(
  config: Config,
  directory: string,
  appSlugEnv?: string,
): (request: KeystaticRequest) => Promise<KeystaticResponse> {
  const keystatic = makeGenericAPIRouteHandler(
    { config, localBaseDirectory: directory },
    appSlugEnv ? { slugEnvName: appSlugEnv } : undefined,
  )
  return async (request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== UPDATE_PATH) return keystatic(request)
    // Keystatic's own CSRF check, made before the body is read: only the editor's page sends this header and
    // JSON (a page elsewhere can post text/plain without a preflight, but cannot add the header).
    if (request.headers.get('no-cors') !== '1' || request.headers.get('content-type') !== 'application/json') {
      return text(400, 'A save comes from the editor page only (JSON with its no-cors header).')
    }
    let body: unknown
    try {
      body = await request.json()
    } catch (error) {
      // A body over the server's limit is answered there (413); only unparsable JSON is this 400.
      if (!(error instanceof SyntaxError)) throw error
      return text(400, 'The save request is not JSON.')
    }
    if (!isUpdateBody(body)) return text(400, 'The save request does not list additions and deletions.')
    let prepared
    try {
      prepared = prepareSave(
        directory,
        body.additions.map((addition) => ({ path: addition.path, contents: Buffer.from(addition.contents, 'base64') })),
        body.deletions.map((deletion) => deletion.path),
      )
    } catch (error) {
      if (error instanceof EditorSaveError) {
        const refused = text(422, error.plain)
        return {
          ...refused,
          headers: {
            ...refused.headers,
            [FIELD_PROBLEMS_HEADER]: encodeURIComponent(JSON.stringify(error.fields)),
            [SAVE_DETAILS_HEADER]: encodeURIComponent(JSON.stringify(error.problems)),
          },
        }
      }
      throw error
    }
    const checked: UpdateBody = {
      additions: prepared.map((file) => ({ path: file.path, contents: Buffer.from(file.contents).toString('base64') })),
      deletions: body.deletions,
    }
    return keystatic({
      method: request.method,
      url: request.url,
      headers: request.headers,
      json: () => Promise.resolve(checked),
    })
  }
}
