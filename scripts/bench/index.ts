/**
 * npm run bench: every benchmark figure of the project in one table.
 * Figures, not assertions: these machines are shared and noisy.
 */
import type { Bench, BenchRow } from './types'

/** `whenNamed`: run only when named on the command line (it takes minutes). */
const benches: { name: string; load: () => Promise<Bench>; whenNamed?: true }[] = [
  { name: 'paths', load: async () => (await import('./paths')).benchPaths },
  { name: 'search', load: async () => (await import('./search')).benchSearch },
  { name: 'uniqueness', load: async () => (await import('./uniqueness')).benchUniqueness },
  { name: 'screening', load: async () => (await import('./screening')).benchScreening },
  { name: 'collector', load: async () => (await import('./collector')).benchCollector },
  { name: 'build', load: async () => (await import('./build')).benchBuild },
  { name: 'incremental', load: async () => (await import('./incremental')).benchIncremental },
  { name: 'render-cost', load: async () => (await import('./render-cost')).benchRenderCost, whenNamed: true },
  { name: 'bundles', load: async () => (await import('./bundles')).benchBundles },
  { name: 'first-tap', load: async () => (await import('./first-tap')).benchFirstTap },
  { name: 'mutation', load: async () => (await import('./mutation')).benchMutation },
]

function printTable(rows: BenchRow[]): void {
  const header = ['area', 'metric', 'value', 'budget', 'within budget']
  const cells = rows.map((row) => [
    row.area,
    row.metric,
    row.value,
    row.budget ?? '',
    row.ok === undefined ? '' : row.ok ? 'yes' : 'NO',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)))
  const format = (line: string[]) => `| ${line.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  console.log(format(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const line of cells) console.log(format(line))
}

const only = process.argv.slice(2)
const rows: BenchRow[] = []
for (const bench of benches) {
  if (only.length ? !only.includes(bench.name) : bench.whenNamed) continue
  process.stderr.write(`[bench] ${bench.name}...\n`)
  try {
    rows.push(...(await (await bench.load())()))
  } catch (error) {
    rows.push({ area: bench.name, metric: 'error', value: (error as Error).message.split('\n')[0] ?? 'failed' })
  }
}
printTable(rows)
