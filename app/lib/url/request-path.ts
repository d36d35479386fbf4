/**
 * Request paths, read without regular expressions so that no input can make the work grow faster
 * than its length (a run of 16,000 slashes once cost half a second through /\/+$/).
 */

/** A request target split into its path and its query ("?..." or ""); a fragment is dropped. */
export function splitRequestTarget(target: string): { path: string; search: string } {
  const hash = target.indexOf('#')
  const withoutHash = hash === -1 ? target : target.slice(0, hash)
  const query = withoutHash.indexOf('?')
  return query === -1
    ? { path: withoutHash, search: '' }
    : { path: withoutHash.slice(0, query), search: withoutHash.slice(query) }
}

/** The path without trailing slashes; "/" stays "/". One backward scan. */
export function trimTrailingSlashes(path: string): string {
  let end = path.length
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* / */) end--
  return end === path.length ? path : path.slice(0, end)
}

/** True when the path has two slashes in a row ("//evil.com/contact", "/about//x"). */
export function hasRepeatedSlash(path: string): boolean {
  return path.includes('//')
}

/**
 * The single-slash form of a path: runs of slashes folded to one, trailing slashes removed, and a
 * leading slash guaranteed. The result can never be read as a protocol-relative URL. One forward scan.
 */
export function canonicalPath(path: string): string {
  let out = '/'
  let previousWasSlash = true
  for (let index = 0; index < path.length; index++) {
    const char = path[index]!
    if (char === '/') {
      if (!previousWasSlash) out += '/'
      previousWasSlash = true
    } else {
      out += char
      previousWasSlash = false
    }
  }
  return trimTrailingSlashes(out)
}
