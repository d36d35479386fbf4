import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { PAGE_TREE_REQUEST_HEADER } from '~/lib/page-tree/page-tree-request'

/** Every page, rendered by the build itself (decisions 022, 033 and 043). */
export { directPageTree, renderDirectPage, renderNotFoundPage } from '~/components/location/render-direct-page.server'

/** How long a page may take to render before the render is abandoned. */
export const streamTimeout = 5_000

/**
 * React Router's request handler, which its build requires: it renders no page of the site (decision
 * 043), only the SPA fallback its build writes and the build deletes.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  if (request.headers.has(PAGE_TREE_REQUEST_HEADER)) return renderPageTree(request, responseStatusCode, routerContext)

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const chunks: Buffer[] = []
    const body = new PassThrough()
    body.on('data', (chunk: Buffer) => chunks.push(chunk))
    body.on('end', () => {
      clearTimeout(timeout)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(Buffer.concat(chunks).toString('utf8'), { headers: responseHeaders, status }))
    })
    body.on('error', reject)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every part in document order: React otherwise moves a large Suspense boundary's HTML (the
      // hydration slices are boundaries) to the end of the page and a script back into place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(body),
      onShellError: reject,
      onError(error: unknown) {
        status = 500
        console.error(error)
      },
    })
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
  })
}

/**
 * The build's request for a page as data (decision 032): the same element React Router renders into
 * the page's HTML, rendered into plain objects, from which the build makes the page's AI copy.
 */
async function renderPageTree(request: Request, status: number, routerContext: EntryContext): Promise<Response> {
  const { renderToTree } = await import('~/lib/page-tree/render-to-tree')
  const tree = await renderToTree(<ServerRouter context={routerContext} url={request.url} />)
  return Response.json(tree, { status })
}
