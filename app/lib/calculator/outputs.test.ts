import { beforeAll, describe, expect, it } from 'vitest'
import { loadLifeTables } from './life-table'
import { CALCULATOR_EXAMPLE } from '~/copy/calculator'
import { buildChartGeometry, niceTicks } from './chart'
import { scheduleToCsv } from './csv'
import { formatDollars, formatFactor, formatWithUnit } from './format'
import { buildHandoffMessage, handoffState } from './handoff'
import { CALCULATOR_HANDOFF_KEY, readCalculatorHandoff } from './handoff-state'
import type { LossInputs, RawInputs } from './inputs'
import { computeLoss } from './model'
import { hasCalculatorQuery, queryFromRaw, rawFromInputs, rawFromQuery } from './query'
import { validateInputs } from './validate'

// The life tables load on demand in the browser; these tests use them.
beforeAll(() => loadLifeTables())

const raw: RawInputs = { ...CALCULATOR_EXAMPLE }
const checked = validateInputs(raw)
if (!checked.ok) throw new Error('the example must validate')
const inputs: LossInputs = checked.inputs
const result = computeLoss(inputs)

describe('format', () => {
  it('formats money as whole US dollars', () => {
    expect(formatDollars(1_065_242.16)).toBe('$1,065,242')
    expect(formatDollars(96_000)).toBe('$96,000')
    expect(formatDollars(-0.4)).toBe('$0')
    expect(formatWithUnit(4.5, 'percent')).toBe('4.5%')
    expect(formatWithUnit(1, 'years')).toBe('1 year')
    expect(formatFactor(1 / 1.045)).toBe('0.9569')
  })
})

describe('the share link', () => {
  it('carries every input the case type uses, and reads back to the same result', () => {
    const query = queryFromRaw(raw)
    expect(query).toBe(
      '?case=injury&age=40&retire=67&earnings=60000&residual=20000&fringe=20&growth=3&discount=4.5&past=2&timing=end',
    )
    expect(hasCalculatorQuery(query)).toBe(true)
    expect(hasCalculatorQuery('?utm_source=mail')).toBe(false)
    const back = validateInputs(rawFromQuery(query, raw))
    expect(back.ok && computeLoss(back.inputs).total).toBe(result.total)
  })

  it('a wrongful death link carries the consumption rate instead of residual earnings', () => {
    expect(queryFromRaw({ ...raw, case: 'death', consumption: '30' })).toBe(
      '?case=death&age=40&retire=67&earnings=60000&fringe=20&growth=3&discount=4.5&consumption=30&past=2&timing=end',
    )
  })

  it('carries the new choices only when they differ from the defaults: case, sex, horizon, survival, rule, state, productivity', () => {
    expect(
      queryFromRaw({ ...raw, case: 'care', sex: 'female', horizon: 'life', age: '30', earnings: '50000', growth: '4' }),
    ).toBe('?case=care&horizon=life&sex=female&age=30&earnings=50000&growth=4&discount=4.5&timing=end')
    expect(queryFromRaw({ ...raw, survival: '1', sex: 'male' })).toBe(
      '?case=injury&sex=male&survival=1&age=40&retire=67&earnings=60000&residual=20000&fringe=20&growth=3&discount=4.5&past=2&timing=end',
    )
    expect(queryFromRaw({ ...raw, state: 'pennsylvania', rule: 'pennsylvania', productivity: '1' })).toBe(
      '?case=injury&state=pennsylvania&rule=pennsylvania&age=40&retire=67&earnings=60000&residual=20000&fringe=20&productivity=1&past=2',
    )
    expect(queryFromRaw({ ...raw, state: 'ohio' })).toBe(
      '?case=injury&state=ohio&age=40&retire=67&earnings=60000&residual=20000&fringe=20&growth=3&discount=4.5&past=2&timing=end',
    )
    expect(hasCalculatorQuery('?state=pennsylvania')).toBe(true)
    const back = validateInputs(rawFromQuery('?state=michigan&rule=michigan&survival=1&sex=female', raw))
    expect(back.ok && back.inputs).toMatchObject({
      state: 'michigan',
      rule: 'michigan',
      survivalWeighting: true,
      sex: 'female',
    })
  })

  it('fills what the query leaves out from the fallback and cuts absurdly long values', () => {
    const read = rawFromQuery(`?age=45&timing=mid&earnings=${'9'.repeat(100)}`, raw)
    expect(read).toMatchObject({ age: '45', timing: 'mid', retire: '67' })
    expect(read.earnings).toHaveLength(40)
  })

  it('rawFromInputs gives back the percents as typed', () => {
    // The example leaves the consumption share empty; an injury case deducts none, which reads back as 0.
    expect(rawFromInputs(inputs)).toEqual({ ...raw, consumption: '0' })
  })
})

describe('the CSV schedule', () => {
  it('has a header, one row per year with plain numbers, and a total', () => {
    const lines = scheduleToCsv(result).split('\r\n')
    expect(lines[0]).toBe(
      'Year,Age,Share of year,Loss for the year (USD),Discount factor,Present value (USD),Cumulative present value (USD),Survival probability,Present value rule',
    )
    expect(lines[1]).toBe('1,40,1,52450.90,0.956938,50192.24,50192.24,,Market discount rate')
    expect(lines).toHaveLength(1 + 27 + 1 + 1)
    expect(lines[28]).toMatch(/^Total,,,\d+\.\d{2},,1130115\.41,,,$/)
    expect(lines[29]).toBe('')
  })

  it('gives each year’s survival probability when weighted, and the rule applied', () => {
    const weighted = validateInputs({ ...raw, survival: '1', sex: 'male', state: 'pennsylvania', rule: 'pennsylvania' })
    if (!weighted.ok) throw new Error('must validate')
    const lines = scheduleToCsv(computeLoss(weighted.inputs)).split('\r\n')
    const cells = lines[1]!.split(',')
    expect(Number(cells[7])).toBeGreaterThan(0.99)
    expect(Number(cells[7])).toBeLessThan(1)
    expect(lines[1]!.endsWith(',"Pennsylvania: no discounting, growth at productivity only"')).toBe(true)
  })
})

describe('the hand-off to the contact form', () => {
  it('states the inputs and the totals as plain text', () => {
    const message = buildHandoffMessage(inputs, result)
    for (const line of [
      'Case type: Personal injury',
      'Age at trial: 40',
      'Expected end of working life: 67',
      'Annual earnings before the injury: $60,000',
      'Annual residual earnings after the injury: $20,000',
      'Fringe benefit rate: 20%',
      'Discount rate: 4.5%',
      'Years from the injury to trial: 2 years',
      'Discounting convention: End of year',
      'Past loss: $100,363',
      'Future loss (present value): $1,130,115',
      'Total: $1,230,479',
    ]) {
      expect(message.split('\n')).toContain(line)
    }
    expect(message).not.toContain('Personal consumption')
  })

  it('names the forum state, the rule and the life expectancy used', () => {
    const care = validateInputs({
      ...raw,
      case: 'care',
      horizon: 'life',
      sex: 'female',
      age: '30',
      state: 'pennsylvania',
      rule: 'pennsylvania',
    })
    if (!care.ok) throw new Error('must validate')
    const lines = buildHandoffMessage(care.inputs, computeLoss(care.inputs), 'Pennsylvania').split('\n')
    for (const line of [
      'Case type: Future care costs',
      'State of the forum: Pennsylvania',
      'Present value rule: Pennsylvania: no discounting, growth at productivity only',
      'Present value rule (applied): Market discount rate',
      'Sex: Female',
      'Horizon: Remaining life expectancy',
      'Remaining life expectancy (years): 52.11',
      'Annual cost of care in today’s dollars: $60,000',
    ]) {
      expect(lines).toContain(line)
    }
    expect(lines.some((line) => line.startsWith('Fringe') || line.startsWith('Years from the injury'))).toBe(false)
  })

  it('travels in the navigation state and is read back only when well formed', () => {
    const state = handoffState(inputs, result, 'Personal Injury')
    expect(readCalculatorHandoff(state)).toEqual({
      message: buildHandoffMessage(inputs, result),
      caseType: 'Personal Injury',
    })
    for (const bad of [
      null,
      'text',
      {},
      { [CALCULATOR_HANDOFF_KEY]: { message: 3 } },
      { [CALCULATOR_HANDOFF_KEY]: { message: ' ' } },
      { [CALCULATOR_HANDOFF_KEY]: { message: 'x'.repeat(3001) } },
    ]) {
      expect(readCalculatorHandoff(bad)).toBeUndefined()
    }
  })
})

describe('the chart', () => {
  it('picks round ticks that cover the maximum', () => {
    expect(niceTicks(95_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000])
    expect(niceTicks(1_065_242)).toEqual([0, 500_000, 1_000_000, 1_500_000])
    expect(niceTicks(0)).toEqual([0, 1])
  })

  it('draws a bar per year inside the plot and a line ending at the future loss', () => {
    const chart = buildChartGeometry(result.schedule)
    expect(chart.bars).toHaveLength(27)
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left)
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.right + 0.01)
      expect(bar.y + bar.height).toBeCloseTo(chart.plot.bottom, 1)
    }
    // Growing losses: every bar is taller than the one before.
    expect(chart.bars.every((bar, i) => i === 0 || bar.height > chart.bars[i - 1]!.height)).toBe(true)
    expect(chart.line.startsWith('M')).toBe(true)
    const top = chart.cumulativeTicks[chart.cumulativeTicks.length - 1]!
    const last = chart.points[chart.points.length - 1]!
    const expectedY = chart.plot.bottom - (result.future / top.value) * (chart.plot.bottom - chart.plot.top)
    expect(last.y).toBeCloseTo(expectedY, 1)
    expect(chart.lossTicks.map((tick) => tick.label)).toEqual(['$0', '$50K', '$100K', '$150K'])
    expect(chart.yearTicks.map((tick) => tick.label)).toEqual(['1', '5', '10', '15', '20', '25'])
  })
})
