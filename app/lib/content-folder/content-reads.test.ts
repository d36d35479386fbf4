import { describe, expect, it } from 'vitest'
import { collectContentReads, collectContentReadsSync, recordContentRead } from './content-reads'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('content reads are tracked per render', () => {
  it('keeps the reads of two renders that overlap apart', async () => {
    const [first, second] = await Promise.all([
      collectContentReads(async () => {
        recordContentRead('testimonials.yaml')
        await tick()
        recordContentRead('firm.yaml')
        return 'first'
      }),
      collectContentReads(async () => {
        await tick()
        recordContentRead('services/economic-loss-assessment.md')
        return 'second'
      }),
    ])
    expect(first).toEqual({ result: 'first', reads: ['firm.yaml', 'testimonials.yaml'] })
    expect(second).toEqual({ result: 'second', reads: ['services/economic-loss-assessment.md'] })
  })

  it('gives a synchronous collection its own reads, which the render around it does not see', async () => {
    const outer = await collectContentReads(async () => {
      recordContentRead('firm.yaml')
      return collectContentReadsSync(() => recordContentRead('law/texas.yaml')).reads
    })
    expect(outer).toEqual({ result: ['law/texas.yaml'], reads: ['firm.yaml'] })
  })

  it('ignores a read outside any collection', () => {
    expect(() => recordContentRead('firm.yaml')).not.toThrow()
  })
})
