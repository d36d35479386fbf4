/**
 * How the mail to the firm is protected. smtps:// is TLS from the first byte; smtp:// must upgrade with
 * STARTTLS, and a server that does not offer it gets no mail (never a silent fall back to cleartext),
 * except a relay on this machine (loopback), which may speak in the clear.
 */
import net from 'node:net'

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host === '::1') return true
  return net.isIPv4(host) && host.startsWith('127.')
}

/** nodemailer's TLS options for SMTP_URL. */
export function smtpTransportOptions(smtpUrl: string): { requireTLS: boolean; ignoreTLS: false; opportunisticTLS: false } {
  const url = new URL(smtpUrl)
  return { requireTLS: url.protocol === 'smtp:' && !isLoopbackHost(url.hostname), ignoreTLS: false, opportunisticTLS: false }
}

/** Settings of an SMTP_URL query that would turn TLS off or weaken it: refused by the configuration. */
const SMTP_TLS_QUERY_KEYS = ['secure', 'ignoreTLS', 'requireTLS', 'opportunisticTLS', 'tls'] as const

export function weakensTls(smtpUrl: string): boolean {
  try {
    const keys = [...new URL(smtpUrl).searchParams.keys()].map((key) => key.split('.')[0]?.toLowerCase())
    return keys.some((key) => SMTP_TLS_QUERY_KEYS.some((name) => name.toLowerCase() === key))
  } catch {
    return false
  }
}

/** The start-up line: the mail server's host and how mail to it is protected (never the user name or password). */
export function smtpSecurityNotice(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  if (url.protocol === 'smtps:') return `Mail to ${url.hostname}: TLS from the first byte (smtps://).`
  if (isLoopbackHost(url.hostname)) return `Mail to ${url.hostname}: a loopback relay, STARTTLS used only when it offers it (smtp://).`
  return `Mail to ${url.hostname}: STARTTLS required (smtp://); a server that does not offer it gets no mail.`
}
