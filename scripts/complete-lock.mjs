#!/usr/bin/env node
// Adds to package-lock.json the platform builds that the registry this project's machines reach does not
// serve (macOS, Windows, Android, BSD and other Linux builds of rollup, tailwind's oxide and the unrs
// resolver), so that `npm ci` accepts the lock. Each entry carries the version its parent names and the
// os/cpu/libc read from the package name: npm skips it on any other platform and fetches it by name and
// version from the registry where it applies. Run after `npm install` changes the lock.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const lockFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json')
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'))
const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32']

function platformOf(name) {
  const tokens = name.split('/').pop().split('-')
  const os = tokens.find((token) => OS.includes(token))
  const cpu = tokens.find((token) => CPU.includes(token))
  const libcToken = tokens.find((token) => /^(gnu|gnueabihf|musl|musleabihf)$/.test(token))
  return { ...(cpu ? { cpu: [cpu] } : {}), ...(os ? { os: [os] } : {}), ...(libcToken ? { libc: [libcToken.startsWith('musl') ? 'musl' : 'glibc'] } : {}) }
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
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lock: ${String(added)} platform entries added`)
