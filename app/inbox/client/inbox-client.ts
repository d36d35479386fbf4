/**
 * The inbox's only script: the passkey ceremonies (which need the browser's WebAuthn API) and the copy
 * button. Everything else is a plain form. Built into build/inbox, never into the site's bundles.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser'
import '../../back-office/back-office.css'
import { enableClipboardButtons } from '../../back-office/clipboard-buttons'

function say(button: HTMLElement, text: string) {
  const status = button.parentElement?.querySelector<HTMLElement>('[data-passkey-status]')
  if (status) status.textContent = text
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: response.ok, data }
}

async function enroll(button: HTMLElement) {
  const token = button.dataset.token ?? ''
  const begun = await postJson(`/inbox/enroll/${token}/options`, {})
  if (!begun.ok) throw new Error(String(begun.data.error ?? 'This enrollment link cannot be used.'))
  const response = await startRegistration({
    optionsJSON: begun.data.options as Parameters<typeof startRegistration>[0]['optionsJSON'],
  })
  const finished = await postJson(`/inbox/enroll/${token}/verify`, { ceremonyId: begun.data.ceremonyId, response })
  if (!finished.ok) throw new Error(String(finished.data.error ?? 'The passkey could not be registered.'))
  window.location.assign(String(finished.data.next ?? '/inbox'))
}

async function signIn() {
  const begun = await postJson('/inbox/sign-in/options', {})
  if (!begun.ok) throw new Error(String(begun.data.error ?? 'Sign-in is not possible just now.'))
  const response = await startAuthentication({
    optionsJSON: begun.data.options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  })
  const finished = await postJson('/inbox/sign-in/verify', { ceremonyId: begun.data.ceremonyId, response })
  if (!finished.ok) throw new Error(String(finished.data.error ?? 'Sign-in failed.'))
  window.location.assign(String(finished.data.next ?? '/inbox'))
}

/** The firm's countersignature: a fresh assertion by the signed-in person's own passkey, for this request. */
async function countersign(button: HTMLElement) {
  const base = `/inbox/requests/${button.dataset.countersign ?? ''}/engagement/countersign`
  const csrf = { 'x-csrf-token': button.dataset.csrf ?? '' }
  const begun = await postJson(`${base}/options`, {}, csrf)
  if (!begun.ok) throw new Error(String(begun.data.error ?? 'Countersigning is not possible just now.'))
  const response = await startAuthentication({
    optionsJSON: begun.data.options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  })
  say(button, 'Signing the final letter…')
  const finished = await postJson(`${base}/verify`, { ceremonyId: begun.data.ceremonyId, response }, csrf)
  if (!finished.ok) throw new Error(String(finished.data.error ?? 'The countersignature failed.'))
  window.location.assign(String(finished.data.next ?? '/inbox'))
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-passkey], [data-countersign]')) {
  button.addEventListener('click', () => {
    if (!browserSupportsWebAuthn()) {
      say(button, 'This browser does not support passkeys.')
      return
    }
    button.disabled = true
    say(button, 'Waiting for your device…')
    const ceremony =
      button.dataset.countersign !== undefined
        ? countersign(button)
        : button.dataset.passkey === 'enroll'
          ? enroll(button)
          : signIn()
    ceremony.catch((error: unknown) => {
      button.disabled = false
      say(
        button,
        error instanceof Error && error.name !== 'NotAllowedError'
          ? error.message
          : 'The passkey prompt was closed or timed out. Try again.',
      )
    })
  })
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-text]')) {
  button.addEventListener('click', () => {
    const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-status]')
    navigator.clipboard.writeText(button.dataset.copyText ?? '').then(
      () => {
        if (status) status.textContent = 'Copied.'
      },
      () => {
        if (status) status.textContent = 'Copying was refused: use "Open as plain text".'
      },
    )
  })
}

enableClipboardButtons()
