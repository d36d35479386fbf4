/**
 * The inbox's reads and writes, same statements on SQLite and PostgreSQL; of the leads it writes only the spam flag
 * and held notifications. One part per resource, each a module of its own on the same database handle; the inbox's
 * routes are handed this composition of them, with every part's methods under their own names.
 */
import { AuditStore } from './audit-store'
import { InboxStorePart } from './inbox-store-part'
import { RegisterStore } from './register-store'
import { RequestListStore } from './request-list-store'
import { RequestStore } from './request-store'
import { ScreeningStore } from './screening-store'
import { SignInStore } from './sign-in-store'
import { StaffStore } from './staff-store'

export type { RequestFilter } from './request-list-store'
export type { RegisterEntry, RegisterEntryInput } from './register-store'
export type { LeadParties } from './screening-store'
export type { StaffMember } from './staff-store'

const PARTS = [StaffStore, SignInStore, RequestListStore, RequestStore, AuditStore, RegisterStore, ScreeningStore]

// The class is given its parts' methods below; the interface of the same name says so to the type checker.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface InboxStore
  extends StaffStore, SignInStore, RequestListStore, RequestStore, AuditStore, RegisterStore, ScreeningStore {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class InboxStore extends InboxStorePart {}

for (const part of PARTS) {
  for (const name of Object.getOwnPropertyNames(part.prototype)) {
    if (name === 'constructor') continue
    // Two parts with one method name would silently shadow each other: refuse at start instead.
    if (Object.hasOwn(InboxStore.prototype, name)) throw new Error(`Two inbox store parts define ${name}`)
    Object.defineProperty(InboxStore.prototype, name, Object.getOwnPropertyDescriptor(part.prototype, name)!)
  }
}
