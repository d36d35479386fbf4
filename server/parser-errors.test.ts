/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a bad Content-Length, headers too large)
 * are answered with the same security headers as every other response.
 */
import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_SECURITY_HEADERS, NON_PAGE_POLICY } from '~/lib/security/headers'
import { buildApp } from './app'
import { temporaryDir, testConfig, writeMinimalBuild } from '../tests/support/server-fixtures'

let app: FastifyInstance
let port = 0
let remove: () => void
beforeAll(async () => {
  const temp = temporaryDir('parser-errors-')
  remove = temp.remove
  app = await buildApp(testConfig({ DATA_DIR: `${temp.dir}/data`, BUILD_DIR: writeMinimalBuild(temp.dir) }), {
    collector: { rateLimits: false },
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as net.AddressInfo).port
})
afterAll(async () => {
  await app.close()
  remove()
})

/** Sends raw bytes and returns the whole answer, as the socket received it. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.on('error', reject)
  })
}

const headersOf = (answer: string) =>
  new Map(
    answer
      .split('\r\n\r\n')[0]!
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )

describe("Node's parser errors", () => {
  it.each([
    ['a bad Content-Length', 'POST /f/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n', 400],
    ['a 20 KB address', `GET /${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 431],
  ])('%s is answered with the security headers and a generic body', async (_name, request, status) => {
    const answer = await rawRequest(request)
    expect(answer.startsWith(`HTTP/1.1 ${String(status)} `)).toBe(true)
    const headers = headersOf(answer)
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      expect([name, headers.get(name.toLowerCase())]).toEqual([name, value])
    expect(headers.get('content-security-policy')).toBe(NON_PAGE_POLICY)
    expect(headers.get('cache-control')).toBe('no-store')
  })
})
