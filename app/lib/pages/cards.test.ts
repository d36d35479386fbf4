import { describe, expect, test } from 'vitest'
import { findServiceWithText } from '~/lib/content-folder/services'
import { pickInOrder, toServiceCard } from './cards'

describe('toServiceCard', () => {
  test('keeps identity and summary, and only the requested number of features', () => {
    const service = findServiceWithText('business-valuation')!
    const card = toServiceCard(service, 3)
    expect(card).toEqual({
      slug: 'business-valuation',
      title: 'Business Valuation',
      icon: service.icon,
      summary: service.summary,
      features: service.features.slice(0, 3),
      to: '/services/business-valuation',
    })
    expect(card).not.toHaveProperty('description')
  })
})

describe('pickInOrder', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

  test('returns items in the order of the ids', () => {
    expect(pickInOrder(items, ['c', 'a'], (item) => item.id, 'item')).toEqual([{ id: 'c' }, { id: 'a' }])
  })

  test('throws on an unknown id', () => {
    expect(() => pickInOrder(items, ['z'], (item) => item.id, 'item')).toThrow('Unknown item "z"')
  })
})
