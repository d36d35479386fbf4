import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { buildChartGeometry } from '~/lib/calculator/chart'
import type { ScheduleRow } from '~/lib/calculator/model'

const copy = CALCULATOR_FORM_COPY.results

/**
 * Annual loss (bars, left scale) and cumulative present value (line, right scale), drawn as SVG from
 * the same schedule the table shows. The table is its text alternative: the figure's caption says so
 * and points to it.
 */
export function LossChart({ schedule }: { schedule: readonly ScheduleRow[] }) {
  if (schedule.length === 0) return null
  const wide = buildChartGeometry(schedule)
  const narrow = buildChartGeometry(schedule, NARROW_WIDTH, NARROW_HEIGHT, NARROW_YEAR_TICKS)
  return (
    <figure
      aria-labelledby="calculator-chart-heading"
      className="rounded-xl border border-border p-4 md:p-6"
      data-print="keep"
    >
      <h3 id="calculator-chart-heading" className="text-lg font-semibold text-primary">
        {copy.chartHeading}
      </h3>
      {/* A phone gets a narrower drawing, so that its labels read at 12 px or more (about 15 px at 390 px). */}
      <ChartDrawing
        chart={narrow}
        labelSize={NARROW_LABEL_SIZE}
        className="mx-auto mt-4 h-auto w-full max-w-md md:hidden"
      />
      <ChartDrawing
        chart={wide}
        labelSize={WIDE_LABEL_SIZE}
        className="mx-auto mt-4 hidden h-auto w-full max-w-4xl md:block"
      />
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 bg-primary" />
          {copy.chartLegendLoss}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-1 w-5 rounded bg-amber-700" />
          {copy.chartLegendCumulative}
        </span>
      </div>
      <figcaption id="calculator-chart-caption" className="mt-3 text-sm text-muted-foreground">
        {copy.chartDescription}{' '}
        <a href="#calculator-schedule" className="font-semibold text-link underline underline-offset-4">
          {copy.scheduleHeading}
        </a>
      </figcaption>
    </figure>
  )
}

/** The drawing on screens from 768 px: 640 units drawn at 656 px or more, labels of 12 units. */
const WIDE_LABEL_SIZE = 12
/** The drawing on a phone: 360 units drawn at 254 px (a 320 px screen) to 448 px, labels of 17 units. */
const NARROW_WIDTH = 360
const NARROW_HEIGHT = 320
const NARROW_LABEL_SIZE = 17
const NARROW_YEAR_TICKS = 6

function ChartDrawing({
  chart,
  labelSize,
  className,
}: {
  chart: ReturnType<typeof buildChartGeometry>
  labelSize: number
  className: string
}) {
  const { plot } = chart
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="img"
      aria-labelledby="calculator-chart-heading"
      aria-describedby="calculator-chart-caption"
      className={className}
      focusable="false"
    >
      <g className="text-border" stroke="currentColor">
        {chart.lossTicks.map((tick) => (
          <line key={tick.value} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} strokeWidth={1} />
        ))}
      </g>
      <g className="fill-primary">
        {chart.bars.map((bar) => (
          <rect key={bar.year} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
        ))}
      </g>
      <path
        d={chart.line}
        fill="none"
        stroke="currentColor"
        className="text-amber-700"
        strokeWidth={3}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <g className="fill-muted-foreground" fontSize={labelSize}>
        {chart.lossTicks.map((tick) => (
          <text key={tick.value} x={plot.left - 8} y={tick.at} textAnchor="end" dominantBaseline="middle">
            {tick.label}
          </text>
        ))}
        {chart.cumulativeTicks.map((tick) => (
          <text key={tick.value} x={plot.right + 8} y={tick.at} textAnchor="start" dominantBaseline="middle">
            {tick.label}
          </text>
        ))}
        {chart.yearTicks.map((tick) => (
          <text key={tick.value} x={tick.at} y={plot.bottom + 18} textAnchor="middle">
            {tick.label}
          </text>
        ))}
      </g>
      <line
        x1={plot.left}
        x2={plot.right}
        y1={plot.bottom}
        y2={plot.bottom}
        stroke="currentColor"
        className="text-border-strong"
      />
    </svg>
  )
}
