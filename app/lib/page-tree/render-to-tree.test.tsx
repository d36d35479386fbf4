import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useHydrated } from '~/lib/use-hydrated'
import { renderToTree } from './render-to-tree'

const Firm = createContext('nobody')

function Counter({ label }: { label: string }) {
  const [count] = useState(3)
  const firm = useContext(Firm)
  useEffect(() => {
    throw new Error('no effect runs: a page read as data runs no browser code')
  }, [])
  useLayoutEffect(() => {
    throw new Error('no layout effect runs either')
  }, [])
  return (
    <p className="lead" aria-hidden={false}>
      {label} {count} at {firm}
    </p>
  )
}

describe('renderToTree: a React element as plain host objects', () => {
  it('renders components with state and context into elements and texts, without their children prop, and runs no effect', async () => {
    const tree = await renderToTree(
      <Firm.Provider value="Example Economics">
        <main id="main">
          <h1>Title</h1>
          <Counter label="Count" />
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"a":1}' }} />
        </main>
      </Firm.Provider>,
    )
    expect(tree).toEqual([
      {
        type: 'main',
        props: { id: 'main' },
        children: [
          { type: 'h1', props: {}, children: [{ text: 'Title' }] },
          {
            type: 'p',
            props: { className: 'lead', 'aria-hidden': false },
            children: [
              { text: 'Count' },
              { text: ' ' },
              { text: '3' },
              { text: ' at ' },
              { text: 'Example Economics' },
            ],
          },
          {
            type: 'script',
            props: { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{"a":1}' } },
            children: [],
          },
        ],
      },
    ])
  })

  it('renders as the server does: useHydrated answers false, so browser-only state is not read', async () => {
    function Shared() {
      return <p>{useHydrated() ? `from ${window.location.search}` : 'the worked example'}</p>
    }
    expect(await renderToTree(<Shared />)).toEqual([
      { type: 'p', props: {}, children: [{ text: 'the worked example' }] },
    ])
  })

  it('throws what a component throws while rendering', async () => {
    const Broken = () => {
      throw new Error('no page data')
    }
    await expect(renderToTree(<Broken />)).rejects.toThrow('no page data')
  })
})
