import { PUBLIC_RECORD_COPY } from '~/copy/calculator-public-record'
import { formatMonth, formatRate } from '~/lib/rates/format'
import type { RatesData } from '~/lib/rates/types'

const WIDTH = 320
const HEIGHT = 120
const PAD = 4

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/**
 * The net rate by month as a line, with the zero line; a month without an inflation figure breaks the line.
 * Drawn as SVG with no chart library; the table beside it gives the figures.
 */
export function NetRateChart({ months }: { months: RatesData['netRate']['months'] }) {
  const nets = months.flatMap(([, , , net]) => (net === null ? [] : [net]))
  if (nets.length === 0) return null
  const low = Math.min(0, ...nets)
  const high = Math.max(0, ...nets)
  const x = (position: number) => PAD + (position / Math.max(1, months.length - 1)) * (WIDTH - 2 * PAD)
  const y = (value: number) => PAD + ((high - value) / (high - low || 1)) * (HEIGHT - 2 * PAD)
  const segments: string[] = []
  let current = ''
  months.forEach(([, , , net], position) => {
    if (net === null) {
      if (current) segments.push(current)
      current = ''
      return
    }
    current += `${current ? 'L' : 'M'}${x(position).toFixed(1)} ${y(net).toFixed(1)}`
  })
  if (current) segments.push(current)
  const label = fill(PUBLIC_RECORD_COPY.yields.chartLabel, {
    from: formatMonth(months[0]![0]),
    to: formatMonth(months[months.length - 1]![0]),
    min: formatRate(Math.min(...nets)),
    max: formatRate(Math.max(...nets)),
  })
  return (
    <svg
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-md"
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} className="stroke-border-strong" strokeWidth="1" />
      {segments.map((path) => (
        <path key={path} d={path} fill="none" className="stroke-primary" strokeWidth="2" />
      ))}
    </svg>
  )
}
