/**
 * A route whose query holds what a visitor typed (the calculator's inputs) exports
 * `handle = { analyticsQuery: 'omit' }`: its page views are sent with the path alone.
 */
export interface AnalyticsRouteHandle {
  analyticsQuery?: 'omit'
}

/** Whether any matched route asks for its query to stay out of analytics. */
export function omitsQuery(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as AnalyticsRouteHandle | undefined
    return handle?.analyticsQuery === 'omit'
  })
}

/** The page path a page view reports: the path and its query, or the path alone. */
export function pageViewPath(pathname: string, search: string, omitQuery: boolean): string {
  return omitQuery ? pathname : `${pathname}${search}`
}
