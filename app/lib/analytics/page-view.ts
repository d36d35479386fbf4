// A route whose query holds what a visitor typed exports `handle = { analyticsQuery: 'omit' }`.
interface AnalyticsRouteHandle {
  analyticsQuery?: 'omit'
}

export function omitsQuery(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as AnalyticsRouteHandle | undefined
    return handle?.analyticsQuery === 'omit'
  })
}

export function pageViewPath(pathname: string, search: string, omitQuery: boolean): string {
  return omitQuery ? pathname : `${pathname}${search}`
}
