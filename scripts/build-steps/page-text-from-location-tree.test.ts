import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { directPageTree } from '~/components/location/render-direct-page.server'
import { CityBody } from '~/components/pages/city-body'
import { ServiceCityBody } from '~/components/pages/service-city-body'
import { StateBody } from '~/components/pages/state-body'
import { buildCityPage } from '~/lib/pages/city.server'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { buildStatePage } from '~/lib/pages/state.server'
import { readPageTree } from './page-text-from-tree'
import { readMain } from '../../tests/support/page-html'

const bodies = {
  state: createElement(StateBody, { page: buildStatePage('ohio') }),
  city: createElement(CityBody, { page: buildCityPage('ohio', 'columbus') }),
  'service-in-city': createElement(ServiceCityBody, {
    page: buildServiceCityPage('economic-loss-assessment', 'pennsylvania', 'philadelphia'),
  }),
}

const mainOf = async (body: (typeof bodies)[keyof typeof bodies]) => readPageTree(await directPageTree(body)).main

describe("a location page's content read through the one render-tree reader (issue 52)", () => {
  it.each(Object.entries(bodies))(
    '%s: says what its rendered HTML says, heading by heading, link by link, row by row',
    async (_kind, body) => {
      const fromTree = await mainOf(body)
      expect(fromTree.h1).not.toBe('')
      expect(fromTree.links.length).toBeGreaterThan(5)
      expect(fromTree).toEqual(readMain(`<main><div>${renderToStaticMarkup(body)}</div></main>`))
    },
  )

  it("carries the labor-market page's OEWS wage tables into the AI copy, row by row, with their citation", async () => {
    const fromTree = await mainOf(bodies['service-in-city'])
    const wages = fromTree.tables.find((table) => table.caption === 'All occupations, annual wage')!
    expect(wages.columns).toEqual(['Percentile', 'Philadelphia-Camden-Wilmington, PA-NJ-DE-MD', 'United States'])
    expect(wages.rows.map((row) => row[0])).toEqual([
      '10th percentile',
      '25th percentile',
      'Median',
      '75th percentile',
      '90th percentile',
    ])
    expect(wages.rows[2]![2]).toBe('$49,500')
    const groups = fromTree.tables.find((table) => table.caption === 'Median annual wage by major occupation group')!
    expect(groups.rows).toHaveLength(22)
    const section = fromTree.sections.find((entry) => entry.text.includes('BLS OEWS, May 2024'))!
    expect(section.text).toMatch(
      /Source: BLS OEWS, May 2024, Philadelphia-Camden-Wilmington, PA-NJ-DE-MD; BLS OEWS, May 2024, United States/,
    )
  })

  it('reads text, skips hidden and graphic parts', async () => {
    const page = createElement(
      'section',
      null,
      createElement('h2', null, 'Courts'),
      createElement('p', null, 'Lies in the ', 42, 'nd district'),
      createElement('span', { 'aria-hidden': true }, 'decoration'),
      createElement('svg', null, createElement('title', null, 'map')),
      createElement('a', { href: '/ohio' }, 'Ohio'),
    )
    expect(readPageTree(await directPageTree(page)).main).toEqual({
      h1: '',
      sections: [{ heading: 'Courts', level: 2, text: 'Lies in the 42nd district\nOhio' }],
      links: [{ text: 'Ohio', href: '/ohio' }],
      tables: [],
    })
  })
})
