import { describe, expect, it } from 'vitest'
import type { TreeElement, TreeNode } from '~/lib/page-tree/render-to-tree'
import { readPageTree } from './page-text-from-tree'

const el = (type: string, props: Record<string, unknown>, ...children: (TreeNode | string)[]): TreeElement => ({
  type,
  props,
  children: children.map((child) => (typeof child === 'string' ? { text: child } : child)),
})

const head = el(
  'head',
  {},
  el('meta', { charSet: 'utf-8' }),
  el('title', {}, ' Fees | Firm '),
  el('meta', { name: 'description', content: 'Rates & terms.' }),
  el('link', { rel: 'canonical', href: 'https://example.com/fees' }),
  el('link', { rel: 'alternate', type: 'application/json', href: '/ai/pages/fees.json' }),
  el('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{"@type":"WebPage"}' } }),
)

describe("readPageTree: a React Router page's head and main content from its host tree", () => {
  it('reads the head from the elements, and <main> as the HTML reader would', () => {
    const main = el(
      'main',
      { id: 'main' },
      el('h1', {}, 'Fees'),
      el('p', { className: 'lead' }, 'Hourly ', '$400', '.'),
      el('span', { 'aria-hidden': true }, 'icon'),
      el('script', { dangerouslySetInnerHTML: { __html: 'window.x = 1' } }),
      el('a', { href: '/contact' }, 'Contact'),
    )
    const { head: read, main: content } = readPageTree([el('html', {}, head, el('body', {}, main))])
    expect(read).toEqual({
      title: 'Fees | Firm',
      description: 'Rates & terms.',
      canonical: 'https://example.com/fees',
      alternateJson: '/ai/pages/fees.json',
      robots: undefined,
      jsonLd: [{ '@type': 'WebPage' }],
    })
    expect(content.h1).toBe('Fees')
    expect(content.sections).toEqual([{ heading: 'Fees', level: 1, text: 'Hourly $400.\nContact' }])
    expect(content.links).toEqual([{ text: 'Contact', href: '/contact' }])
  })

  it('refuses inner HTML in <main>, which it cannot read as data', () => {
    const main = el('main', {}, el('div', { dangerouslySetInnerHTML: { __html: '<p>x</p>' } }))
    expect(() => readPageTree([el('html', {}, head, el('body', {}, main))])).toThrow(/inner HTML/)
  })
})
