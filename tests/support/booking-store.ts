/**
 * A lead store with booking's own store on the same database, as one object: the tests that book through a request
 * and then read, move or cancel the booking call both as they did when the lead store carried booking's methods.
 */
import { BookingsStore } from '../../server/booking/booking-store'
import type { BookingStore } from '../../server/booking/booking-types'
import { openInboxDb } from '../../server/shared/database/sql'
import type { CollectorStore } from '../../server/shared/database/store-types'

export type StoreWithBookings<S extends CollectorStore = CollectorStore> = S & BookingStore

const BOOKING_METHODS = new Set<string | symbol>(
  Object.getOwnPropertyNames(BookingsStore.prototype).filter((name) => name !== 'constructor'),
)

export function withBookings<S extends CollectorStore>(store: S, dataDir: string): StoreWithBookings<S> {
  const db = openInboxDb(store as CollectorStore & object, dataDir)
  const bookings = new BookingsStore(db)
  return new Proxy(store, {
    get(target, key) {
      if (BOOKING_METHODS.has(key)) {
        const method = Reflect.get(bookings, key) as (...args: unknown[]) => unknown
        return method.bind(bookings)
      }
      if (key === 'close')
        return async () => {
          await db.close()
          await target.close()
        }
      const value = Reflect.get(target, key, target) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  }) as StoreWithBookings<S>
}
