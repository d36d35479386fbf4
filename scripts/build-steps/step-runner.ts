import { spawn } from 'node:child_process'
import type { BuildStamp } from './build-stamp'

const round = (value: number) => Math.round(value * 10) / 10

/**
 * The build's steps as it logs and times them: each step's wall and CPU seconds (the bundlers' child
 * processes included), a heartbeat for a step without its own counter, and the totals for the stamp.
 */
export function createStepRunner(root: string, buildDir: string) {
  const started = Date.now()
  const steps: BuildStamp['steps'] = []
  /** CPU seconds of the bundlers' child processes, which this process's own usage does not include */
  let childCpuSeconds = 0
  const log = (line: string) => console.log(`[build] ${line}`)
  const elapsed = (since: number) => (Date.now() - since) / 1000

  async function step<T>(name: string, work: () => T | Promise<T>, describe?: (result: T) => string): Promise<T> {
    const stepStarted = Date.now()
    const cpuBefore = process.cpuUsage()
    const childBefore = childCpuSeconds
    log(`${name}...`)
    const result = await work()
    const cpu = process.cpuUsage(cpuBefore)
    const seconds = elapsed(stepStarted)
    const cpuSeconds = (cpu.user + cpu.system) / 1e6 + (childCpuSeconds - childBefore)
    steps.push({ name, seconds: round(seconds), cpuSeconds: round(cpuSeconds) })
    log(`${name}: ${describe ? `${describe(result)}, ` : ''}${seconds.toFixed(1)} s`)
    return result
  }

  /** Prints how long a step without its own counter has run, every 10 s. */
  function heartbeat(label: string): () => void {
    const since = Date.now()
    const timer = setInterval(() => log(`  ${label}: ${elapsed(since).toFixed(0)} s`), 10_000)
    return () => clearInterval(timer)
  }

  /** Runs one bundler as a child process, its CPU time counted in the build's. */
  function runBuildTool(tool: string, args: string[], name: string): Promise<void> {
    // The child reports its own CPU time on exit (its threads included), so the build's CPU total is complete.
    const reportCpu = `data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\n[cpu-seconds] "+(u.user+u.system)/1e6+"\\n")})`
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', reportCpu, tool, ...args], {
        cwd: root,
        env: { ...process.env, FORCE_COLOR: '0', BUILD_DIR: buildDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let tail: string[] = []
      const onData = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          if (!line.trim()) continue
          const cpu = /^\[cpu-seconds\] ([\d.]+)$/.exec(line.trim())
          if (cpu) {
            childCpuSeconds += Number(cpu[1])
            continue
          }
          // Rollup's errors list every watched file: the tail keeps the message, not that list.
          if (/^\s+('|at )/.test(line)) continue
          tail = [...tail.slice(-60), line]
          if (/\berror\b/i.test(line) || (/\bwarn(ing)?\b/i.test(line) && !line.includes('Future Flag')))
            log(`  vite: ${line.trim()}`)
        }
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.on('error', reject)
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}\n${tail.join('\n')}`)),
      )
    })
  }

  /** A render's progress reporter: at most every 3 s, and at the end, pages done and pages a second. */
  function progress(total: number) {
    const renderStarted = Date.now()
    let lastReport = 0
    return (done: number) => {
      if (Date.now() - lastReport < 3000 && done < total) return
      lastReport = Date.now()
      const rate = done / Math.max(elapsed(renderStarted), 0.001)
      log(
        `  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} pages (${Math.round((done / total) * 100)}%), ${rate.toFixed(0)} pages/s`,
      )
    }
  }

  /** The whole build's wall and CPU seconds so far, and its steps. */
  function totals() {
    const cpu = process.cpuUsage()
    return {
      seconds: round(elapsed(started)),
      cpuSeconds: round((cpu.user + cpu.system) / 1e6 + childCpuSeconds),
      steps,
    }
  }

  function printStepTimes(): void {
    const width = Math.max(...steps.map((entry) => entry.name.length))
    log('step times (wall, CPU):')
    for (const entry of steps)
      log(
        `  ${entry.name.padEnd(width)}  ${entry.seconds.toFixed(1).padStart(6)} s  ${entry.cpuSeconds.toFixed(1).padStart(6)} s`,
      )
  }

  return { log, step, heartbeat, runBuildTool, progress, totals, printStepTimes }
}
