import { describe, expect, test } from 'vitest'
import { findServiceWithText, listServicesWithText } from '~/lib/content-folder/services'
import type { Service } from '~/config/content-schema/types'
import { relatedServices } from './related-services'

function service(slug: string, group: Service['group'], caseTypes: string[]): Service {
  return {
    id: slug,
    slug,
    title: slug,
    icon: 'scale',
    group,
    live: true,
    summary: '',
    description: '',
    features: [],
    caseTypes,
    metaDescription: '',
  }
}

const ALL = [
  service('a', 'litigation', ['Personal Injury', 'Wrongful Death']),
  service('b', 'advisory', ['Pricing Decisions']),
  service('c', 'litigation', ['Antitrust']),
  service('d', 'advisory', ['Personal Injury', 'Wrongful Death']),
  service('e', 'litigation', ['Personal Injury']),
]

describe('relatedServices', () => {
  test('ranks shared case types above the same group, and leaves the service itself out', () => {
    expect(relatedServices(ALL[0]!, ALL, 3).map((s) => s.slug)).toEqual(['d', 'e', 'c'])
  })

  test('leaves out services that share neither case types nor group', () => {
    expect(relatedServices(ALL[1]!, ALL, 5).map((s) => s.slug)).toEqual(['d'])
  })

  test('every live service has related services on the real catalog', () => {
    const all = listServicesWithText()
    for (const live of all) expect(relatedServices(live, all, 4), live.slug).toHaveLength(4)
    expect(relatedServices(findServiceWithText('life-care-planning')!, all, 4).map((s) => s.slug)).toContain(
      'economic-loss-assessment',
    )
  })
})
