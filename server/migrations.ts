import { BOOKING_MIGRATIONS } from './booking/booking-migration'
import { ENGAGEMENT_MIGRATIONS } from './engagement/engagement-migration'
import { INBOX_MIGRATIONS } from './inbox/inbox-migrations'
import { LEAD_MIGRATIONS } from './leads/migrations'
import type { FeatureMigrations } from './shared/database/migrations'

/**
 * Every feature's migration list, in the order they are applied: a feature's tables may refer to those of one
 * before it (the inbox's, the bookings' and the engagement's rows name a lead). The application hands this to the
 * store it opens; the operator commands and the tests open the database with it too.
 */
export const FEATURE_MIGRATIONS: readonly FeatureMigrations[] = [
  LEAD_MIGRATIONS,
  INBOX_MIGRATIONS,
  BOOKING_MIGRATIONS,
  ENGAGEMENT_MIGRATIONS,
]
