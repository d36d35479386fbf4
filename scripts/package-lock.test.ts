/**
 * The lock file installs the same, verified packages everywhere: every entry carries the registry's
 * integrity hash (the platform builds scripts/complete-lock.mjs adds included), and no locked package
 * asks for a newer Node than the floor package.json states, so `npm ci` prints no engine warning.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

interface LockEntry {
  version?: string
  integrity?: string
  link?: boolean
  optional?: boolean
  os?: string[]
  engines?: { node?: string }
}
const lock = JSON.parse(fs.readFileSync(path.resolve('package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}
const manifest = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { engines: { node: string } }
const installed = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.link)

type Version = [number, number, number]
const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0))
  return [major, minor, patch]
}
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/** One comparator of an npm engines range ("*", "20", "20.x", ">=20.19", "^20.19.0", "~1.2", "<=0.7.0", "1.2.3"). */
function meets(version: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === '') return true
  const match = /^(>=|<=|>|<|\^|~|=)?(.*)$/.exec(comparator)
  const operator = match?.[1] ?? ''
  const text = match?.[2] ?? ''
  const wildcard = /^\d+(\.[x*])?(\.[x*])?$/.test(text) && (text.split('.').length < 3 || /[x*]/.test(text))
  const bound = parse(text)
  if (!operator && wildcard)
    return (
      version[0] === bound[0] &&
      (text.split('.').length < 2 || /[x*]/.test(text.split('.')[1] ?? '') || version[1] === bound[1])
    )
  const order = compare(version, bound)
  if (operator === '>=') return order >= 0
  if (operator === '>') return order > 0
  if (operator === '<=') return order <= 0
  if (operator === '<') return order < 0
  if (operator === '^') return order >= 0 && version[0] === bound[0]
  if (operator === '~') return order >= 0 && version[0] === bound[0] && version[1] === bound[1]
  return order === 0
}

/** Whether a version satisfies a range of alternatives ("||") of comparators separated by spaces. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parse(version)
  return range.split('||').some((alternative) =>
    alternative
      .replace(/(>=|<=|>|<)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .every((comparator) => meets(parsed, comparator)),
  )
}

describe('package-lock.json', () => {
  it('gives every installed package a sha512 integrity hash, platform builds included', () => {
    const unverified = installed.filter(([, entry]) => !entry.integrity?.startsWith('sha512-')).map(([key]) => key)
    expect(unverified).toEqual([])
    expect(installed.filter(([, entry]) => entry.optional && entry.os?.includes('darwin')).length).toBeGreaterThan(0)
  })

  it('holds no package that refuses the lowest Node version package.json allows', () => {
    const floor = /^>=\s*(\d+(\.\d+){0,2})$/.exec(manifest.engines.node)?.[1]
    expect(floor).toBe('20.19')
    const refusing = installed
      .filter(([, entry]) => entry.engines?.node && !satisfies(`${floor ?? ''}.0`, entry.engines.node))
      .map(([key, entry]) => `${key}@${entry.version ?? ''}: ${entry.engines?.node ?? ''}`)
    expect(refusing).toEqual([])
  })

  it('reads engine ranges as npm does', () => {
    expect(satisfies('20.19.0', '>=22')).toBe(false)
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true)
    expect(satisfies('20.19.0', '^20.17.0 || >=22.9.0')).toBe(true)
    expect(satisfies('20.19.0', '^18.0.0 || ^20.0.0 || >=22.0.0')).toBe(true)
    expect(satisfies('20.19.0', '20.x || 22.x')).toBe(true)
    expect(satisfies('20.19.0', '18 || 20 || >=22')).toBe(true)
    expect(satisfies('20.19.0', '>= 10.x')).toBe(true)
    expect(satisfies('20.19.0', '>=0.6.11 <=0.7.0 || >=0.7.3')).toBe(true)
    expect(satisfies('20.19.0', '^16.17.0 || >=18.6.0')).toBe(true)
    expect(satisfies('20.19.0', '^20.19.1')).toBe(false)
    expect(satisfies('20.19.0', '21.x')).toBe(false)
  })
})
