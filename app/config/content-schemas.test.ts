import { describe, expect, test } from 'vitest'
import { CaseStudySchema, FaqItemSchema, HowToItemSchema, LocationsFileSchema, PageLinkSchema } from './content-schemas'

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('content schemas', () => {
  test('locations.json: a city needs a name and a kebab-case slug, a state a USPS code', () => {
    const file = { states: [{ name: 'Ohio', slug: 'ohio', abbreviation: 'OH', cities: [{ name: 'Columbus', slug: 'columbus', population: 913175 }] }] }
    expect(LocationsFileSchema.safeParse(file).success).toBe(true)
    const broken = { states: [{ name: 'Ohio', slug: 'ohio', abbreviation: 'Oh', cities: [{ name: ' ', slug: 'Columbus OH' }] }] }
    expect(issuePaths(LocationsFileSchema.safeParse(broken))).toEqual(['states.0.abbreviation', 'states.0.cities.0.name', 'states.0.cities.0.slug'])
  })

  test('a FAQ question ends with a question mark and its link is a site path', () => {
    const item = { id: 'fees', question: 'How are fees set?', answer: 'By the hour.', link: { label: 'Contact', to: '/contact' } }
    expect(FaqItemSchema.safeParse(item).success).toBe(true)
    expect(issuePaths(FaqItemSchema.safeParse({ ...item, question: 'Fees', link: { label: 'Contact', to: 'https://example.com' } }))).toEqual(['question', 'link.to'])
    expect(PageLinkSchema.safeParse({ label: 'Home', to: '/' }).success).toBe(true)
  })

  test('a how-to guide has at least two steps; a case study one of the three badges', () => {
    expect(issuePaths(HowToItemSchema.safeParse({ id: 'retain', title: 'Retain us', description: 'How.', steps: [{ name: 'Call', text: 'Call us.' }] }))).toEqual(['steps'])
    const study = { id: 'a-study', title: 'T', category: 'Personal Injury', challenge: 'C', outcome: 'O', duration: '3 months', highlights: ['H'], badge: 'Landmark' }
    expect(issuePaths(CaseStudySchema.safeParse(study))).toEqual(['badge'])
  })
})
