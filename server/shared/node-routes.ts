/**
 * The paths the Node server answers itself, with the largest request body each accepts: the one list that
 * the server's routes take their limits from and that the generated nginx front proxies
 * (scripts/build-steps/nginx-config.ts). Everything else is the prerendered site, which a front serves from disk.
 */

/** A lead form's body (JSON or urlencoded): the collector's limit */
export const COLLECTOR_BODY_BYTES = 32 * 1024
/** A form of the engagement pages (signing) */
export const ENGAGEMENT_FORM_BYTES = 16 * 1024
/** A form or passkey ceremony of the inbox */
export const INBOX_BODY_BYTES = 64 * 1024
/** A form of the booking page (cancel, reschedule) */
export const BOOKING_BODY_BYTES = 4 * 1024
/** A file an engaged client uploads (tus, in chunks): the largest file */
export const ENGAGEMENT_UPLOAD_BYTES = 200 * 1024 * 1024

export interface NodeRoute {
  /** a path prefix ("/f/"), or an exact path when `exact` */
  path: string
  exact?: boolean
  /** the largest request body, in bytes */
  bodyBytes: number
  /** stream the body to the server as it arrives (resumable uploads), never spooled by the proxy */
  streamBody?: boolean
  /** the path or its query carries a bearer token (a link's secret): nginx never logs it */
  carriesToken?: boolean
  /** what answers there */
  purpose: string
}

export const NODE_ROUTES: readonly NodeRoute[] = [
  {
    path: '/f/',
    bodyBytes: COLLECTOR_BODY_BYTES,
    purpose: "the lead collector (form posts) and the schedule page's open times (/f/slots)",
  },
  { path: '/inbox', exact: true, bodyBytes: INBOX_BODY_BYTES, purpose: 'the staff inbox' },
  { path: '/inbox/', bodyBytes: INBOX_BODY_BYTES, purpose: "the staff inbox's pages, posts and assets" },
  {
    path: '/inbox/enroll/',
    bodyBytes: INBOX_BODY_BYTES,
    carriesToken: true,
    purpose: "a staff member's enrollment link (a passkey's registration)",
  },
  {
    path: '/booking/',
    bodyBytes: BOOKING_BODY_BYTES,
    carriesToken: true,
    purpose: "a booked consultation's page (cancel, reschedule)",
  },
  {
    path: '/engage/',
    bodyBytes: ENGAGEMENT_FORM_BYTES,
    carriesToken: true,
    purpose: 'the engagement pages and their forms',
  },
  {
    path: '/engage/uploads/',
    bodyBytes: ENGAGEMENT_UPLOAD_BYTES,
    streamBody: true,
    carriesToken: true,
    purpose: "the engagement's resumable uploads (tus)",
  },
  { path: '/healthz', exact: true, bodyBytes: 0, purpose: 'the health check' },
]
