// smtp:// must upgrade with STARTTLS or gets no mail (never cleartext), except a relay on loopback.
import net from 'node:net'

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host === '::1') return true
  return net.isIPv4(host) && host.startsWith('127.')
}

export function smtpTransportOptions(smtpUrl: string): {
  requireTLS: boolean
  ignoreTLS: false
  opportunisticTLS: false
} {
  const url = new URL(smtpUrl)
  return {
    requireTLS: url.protocol === 'smtp:' && !isLoopbackHost(url.hostname),
    ignoreTLS: false,
    opportunisticTLS: false,
  }
}

const SMTP_TLS_QUERY_KEYS = ['secure', 'ignoreTLS', 'requireTLS', 'opportunisticTLS', 'tls'] as const

export function weakensTls(smtpUrl: string): boolean {
  try {
    const keys = [...new URL(smtpUrl).searchParams.keys()].map((key) => key.split('.')[0]?.toLowerCase())
    return keys.some((key) => SMTP_TLS_QUERY_KEYS.some((name) => name.toLowerCase() === key))
  } catch {
    return false
  }
}

/** The mail server's host and its protection, never the user name or password. */
export function smtpSecurityNotice(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  if (url.protocol === 'smtps:') return `Mail to ${url.hostname}: TLS from the first byte (smtps://).`
  if (isLoopbackHost(url.hostname))
    return `Mail to ${url.hostname}: a loopback relay, STARTTLS used only when it offers it (smtp://).`
  return `Mail to ${url.hostname}: STARTTLS required (smtp://); a server that does not offer it gets no mail.`
}
