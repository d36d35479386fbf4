/**
 * Which pages search engines are asked to index (decision 017). A service-in-city page is indexed
 * only for a litigation service, whose city pages state the forum's courts, damages law and labor
 * market; an advisory service's city page repeats the city page's facts, so it answers 200 with its
 * content and links but carries `noindex, follow`, and has no sitemap entry and no AI copy.
 */
import type { Service } from '~/config/content-types'

export function indexesCityPages(service: Pick<Service, 'group'>): boolean {
  return service.group === 'litigation'
}
