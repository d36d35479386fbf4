import type * as React from 'react'
import { renderToString } from 'react-dom/server'

/** An inbox page as the server sends it: rendered by React DOM on each request, never prerendered. */
export function renderInboxPage(page: React.ReactElement): string {
  return `<!DOCTYPE html>${renderToString(page)}`
}

export { SignInPage, EnrollPage } from './sign-in-page'
export { RequestListPage } from './request-list-page'
export { RequestPage } from './request-page'
export { MessagePage, EraseConfirmPage } from './message-pages'
export { RegisterPage, RegisterEntryPage, PeoplePage } from './admin-pages'
export { BookingsPage } from './bookings-page'
export { EngagementPanel } from './engagement-panel'
export { BookingPanel } from './booking-panel'
