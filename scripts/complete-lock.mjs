#!/usr/bin/env node
// Adds to package-lock.json the platform builds that the registry this project's machines reach does not
// serve (macOS, Windows, Android, BSD and other Linux builds of rollup, tailwind's oxide and the unrs
// resolver), so that `npm ci` accepts the lock. Each entry carries the version its parent names and the
// os/cpu/libc read from the package name: npm skips it on any other platform and fetches it where it
// applies. Each entry gets the integrity hash the registry publishes for that version (`npm view
// NAME@VERSION dist`), so `npm ci` verifies what it downloads on every platform. Like npm's own entries in
// this lock, it names no tarball address: npm derives it from the registry in use.
// Run after `npm install` changes the lock.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const lockFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json')
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'))
const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32']

function platformOf(name) {
  const tokens = name.split('/').pop().split('-')
  const os = tokens.find((token) => OS.includes(token))
  const cpu = tokens.find((token) => CPU.includes(token))
  const libcToken = tokens.find((token) => /^(gnu|gnueabihf|musl|musleabihf)$/.test(token))
  return {
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(os ? { os: [os] } : {}),
    ...(libcToken ? { libc: [libcToken.startsWith('musl') ? 'musl' : 'glibc'] } : {}),
  }
}

let added = 0
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`
    if (lock.packages[target] || lock.packages[nested]) continue
    const platform = platformOf(name)
    if (!platform.os && !platform.cpu) continue
    lock.packages[target] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true }
    added += 1
  }
}
/** The registry's integrity hash of one published version. */
async function publishedIntegrity(name, version) {
  const { stdout } = await promisify(execFile)('npm', ['view', `${name}@${version}`, 'dist', '--json'], {
    encoding: 'utf8',
  })
  const dist = JSON.parse(stdout)
  if (typeof dist?.integrity !== 'string' || !dist.integrity.startsWith('sha512-'))
    throw new Error(`the registry publishes no sha512 integrity for ${name}@${version}`)
  return dist.integrity
}

// Every platform entry without a hash (added now, or by an earlier run) gets one; a few lookups at a time.
const unverified = Object.entries(lock.packages).filter(
  ([key, entry]) => key && entry.optional && (entry.os || entry.cpu) && !entry.integrity && !entry.link,
)
let hashed = 0
for (let start = 0; start < unverified.length; start += 8) {
  await Promise.all(
    unverified.slice(start, start + 8).map(async ([key, entry]) => {
      const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
      const { version, ...rest } = entry
      lock.packages[key] = { version, integrity: await publishedIntegrity(name, version), ...rest }
      hashed += 1
    }),
  )
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`)
console.log(
  `complete-lock: ${String(added)} platform entries added, ${String(hashed)} given the registry's integrity hash`,
)
