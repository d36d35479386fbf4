import { describe, expect, test } from 'vitest'
import { loadServerConfig } from './config'

const load = (env: Record<string, string>) => loadServerConfig(env as NodeJS.ProcessEnv)
const failure = (env: Record<string, string>) => {
  try {
    load(env)
  } catch (error) {
    return (error as Error).message
  }
  return 'no error'
}

describe('server configuration', () => {
  test('defaults: port 3000 on loopback, proxies untrusted, a 30-second request timeout, no health token', () => {
    const config = load({})
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', TRUST_PROXY: false, REQUEST_TIMEOUT_MS: 30_000, ALLOWED_ORIGINS: [], LOG_LEVEL: 'info' })
    expect(config.HEALTH_TOKEN).toBeUndefined()
    expect(config.SMTP_URL).toBeUndefined()
  })

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['HOST', ''],
    ['DATA_DIR', ''],
    ['BUILD_DIR', ''],
    ['SMTP_URL', 'http://mail.example.com'],
    ['NOTIFY_TO', 'not-an-address'],
    ['NOTIFY_FROM', 'firm@'],
    ['ALLOWED_ORIGINS', 'https://www.example.com/path'],
    ['ALLOWED_ORIGINS', 'www.example.com'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['LOG_LEVEL', 'loud'],
    ['REQUEST_TIMEOUT_MS', '10'],
    ['HEALTH_TOKEN', 'short'],
  ])('a bad %s (%j) stops the server with a message naming the variable', (name, value) => {
    expect(failure({ [name]: value })).toMatch(new RegExp(`Invalid server configuration:[\\s\\S]*\\b${name}: `))
  })

  test('TRUST_PROXY=true is refused with the reason and what to set instead', () => {
    expect(failure({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY: true would trust every hop[\s\S]*number of proxies in front/)
  })

  test('TRUST_PROXY takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(load({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(load({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(load({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8 ,::1, fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'])
  })

  test('good values pass through', () => {
    const config = load({
      PORT: '8080',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      NOTIFY_TO: 'leads@example.com',
      ALLOWED_ORIGINS: 'https://www.example.com, http://localhost:5173',
      HEALTH_TOKEN: 'a-long-enough-operator-token',
      REQUEST_TIMEOUT_MS: '15000',
    })
    expect(config).toMatchObject({ PORT: 8080, ALLOWED_ORIGINS: ['https://www.example.com', 'http://localhost:5173'], HEALTH_TOKEN: 'a-long-enough-operator-token', REQUEST_TIMEOUT_MS: 15_000 })
  })
})
