/**
 * A pure function that remembers its last result. The build renders a page with two requests, its
 * data and its document, and both build the same page: the second gets the first's result.
 */
export function rememberLast<Args extends string[], Result>(build: (...args: Args) => Result): (...args: Args) => Result {
  let lastKey: string | undefined
  let last: Result
  return (...args: Args) => {
    const key = args.join('\u0000')
    if (key !== lastKey) {
      last = build(...args)
      lastKey = key
    }
    return last
  }
}
