import { afterEach, expect, test } from 'vitest'
import { FIRST_TAP_PHONE, recordFirstTap, tapMenuButton } from './first-tap'
import { type OpenedPage, openPage } from './support'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

// Issue 52: the figure goes to the benchmark's output (npm run bench -- first-tap); a timed assertion
// would fail with the machine's load. The popover is native: the tap that starts the header's
// hydration opens it without waiting for React.
test.each(['/', '/about', '/texas'])(
  '%s: the first tap on the menu button, with the CPU slowed 4x, opens its popover, and the page marks the time it took',
  async (pagePath) => {
    opened = await openPage(pagePath, {
      ...FIRST_TAP_PHONE,
      prepare: async (page, context) => {
        await recordFirstTap(page, context)
      },
    })
    const tookMs = await tapMenuButton(opened.page)
    console.info(`${pagePath}: first tap answered in ${tookMs.toFixed(0)} ms (CPU 4x)`)
    expect(tookMs).toBeGreaterThan(0)
    expect(opened.consoleErrors).toEqual([])
  },
)
