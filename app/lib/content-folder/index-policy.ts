// See docs/decisions/017-index-policy.md.
import type { Service } from '~/config/content-schema/types'

export function indexesCityPages(service: Pick<Service, 'group'>): boolean {
  return service.group === 'litigation'
}
