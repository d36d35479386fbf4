import { describe, expect, it } from 'vitest'
import { loadServerConfig } from '../../config'
import { smtpSecurityNotice, smtpTransportOptions } from './smtp-security'

describe('SMTP_URL never falls back to cleartext off this machine', () => {
  it('smtp:// to another host requires STARTTLS; smtps:// is TLS from the start; loopback may stay in the clear', () => {
    expect(smtpTransportOptions('smtp://user:pw@mail.example.com:587')).toMatchObject({
      requireTLS: true,
      ignoreTLS: false,
      opportunisticTLS: false,
    })
    expect(smtpTransportOptions('smtp://203.0.113.7:25')).toMatchObject({ requireTLS: true })
    expect(smtpTransportOptions('smtps://user:pw@mail.example.com:465')).toMatchObject({ requireTLS: false })
    for (const url of ['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:25', 'smtp://127.0.0.2:25'])
      expect([url, smtpTransportOptions(url).requireTLS]).toEqual([url, false])
  })

  it('refuses an SMTP_URL whose query would turn TLS off or weaken it', () => {
    for (const query of ['ignoreTLS=true', 'requireTLS=false', 'secure=false', 'tls.rejectUnauthorized=false']) {
      expect(() => loadServerConfig({ SMTP_URL: `smtp://mail.example.com:587/?${query}` }), query).toThrow(/SMTP_URL/)
    }
    expect(loadServerConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).SMTP_URL).toBe('smtp://mail.example.com:587')
  })

  it('says at start how the mail is protected', () => {
    expect(smtpSecurityNotice('smtps://u:secret@mail.example.com:465')).toBe(
      'Mail to mail.example.com: TLS from the first byte (smtps://).',
    )
    expect(smtpSecurityNotice('smtp://u:secret@mail.example.com:587')).toBe(
      'Mail to mail.example.com: STARTTLS required (smtp://); a server that does not offer it gets no mail.',
    )
    expect(smtpSecurityNotice('smtp://127.0.0.1:2525')).toBe(
      'Mail to 127.0.0.1: a loopback relay, STARTTLS used only when it offers it (smtp://).',
    )
    expect(smtpSecurityNotice('smtp://u:secret@mail.example.com:587')).not.toContain('secret')
  })
})
