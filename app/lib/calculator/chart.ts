import type { ScheduleRow } from './model'

interface ChartTick {
  value: number
  at: number
  label: string
}

export interface ChartGeometry {
  width: number
  height: number
  plot: { left: number; right: number; top: number; bottom: number }
  bars: { year: number; x: number; y: number; width: number; height: number }[]
  line: string
  points: { x: number; y: number }[]
  lossTicks: ChartTick[]
  cumulativeTicks: ChartTick[]
  yearTicks: ChartTick[]
}

const COMPACT_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
})

function formatCompactDollars(value: number): string {
  return COMPACT_DOLLARS.format(value)
}

export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power
  const ticks: number[] = []
  for (let value = 0; value < max + step * 1e-9; value += step) ticks.push(Math.round(value * 1e6) / 1e6)
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step)
  return ticks
}

function yearStep(years: number, maxLabels: number): number {
  return [1, 2, 5, 10, 20].find((step) => Math.ceil(years / step) <= maxLabels) ?? 20
}

export function buildChartGeometry(
  schedule: readonly ScheduleRow[],
  width = 640,
  height = 300,
  maxYearTicks = 12,
): ChartGeometry {
  const plot = { left: 64, right: width - 64, top: 16, bottom: height - 36 }
  const plotWidth = plot.right - plot.left
  const plotHeight = plot.bottom - plot.top
  const lossValues = niceTicks(Math.max(0, ...schedule.map((row) => row.loss)))
  const cumulativeValues = niceTicks(Math.max(0, ...schedule.map((row) => row.cumulativePresentValue)))
  const lossTop = lossValues[lossValues.length - 1]!
  const cumulativeTop = cumulativeValues[cumulativeValues.length - 1]!
  const yLoss = (value: number) => plot.bottom - (value / lossTop) * plotHeight
  const yCumulative = (value: number) => plot.bottom - (value / cumulativeTop) * plotHeight
  const slot = schedule.length > 0 ? plotWidth / schedule.length : plotWidth
  const barWidth = Math.max(1, slot * 0.7)
  const round = (value: number) => Math.round(value * 100) / 100
  const bars = schedule.map((row, index) => {
    const y = yLoss(row.loss)
    return {
      year: row.year,
      x: round(plot.left + index * slot + (slot - barWidth) / 2),
      y: round(y),
      width: round(barWidth),
      height: round(plot.bottom - y),
    }
  })
  const points = schedule.map((row, index) => ({
    x: round(plot.left + (index + 0.5) * slot),
    y: round(yCumulative(row.cumulativePresentValue)),
  }))
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ')
  const step = yearStep(schedule.length, maxYearTicks)
  const yearTicks = schedule
    .filter((row) => row.year === 1 || row.year % step === 0)
    .map((row) => ({ value: row.year, at: round(plot.left + (row.year - 0.5) * slot), label: String(row.year) }))
  return {
    width,
    height,
    plot,
    bars,
    line,
    points,
    lossTicks: lossValues.map((value) => ({ value, at: round(yLoss(value)), label: formatCompactDollars(value) })),
    cumulativeTicks: cumulativeValues.map((value) => ({
      value,
      at: round(yCumulative(value)),
      label: formatCompactDollars(value),
    })),
    yearTicks,
  }
}
