/**
 * Counsel's records upload on the engagement page: each file dropped or chosen is sent with the tus
 * protocol (tus-js-client), so a dropped connection resumes from the last byte the server sealed. The
 * engagement token goes in a request header, never in the upload's metadata. The page reads and signs
 * without this script; only the upload needs it.
 */
import { Upload } from 'tus-js-client'
import '../back-office/back-office.css'
import { enableClipboardButtons } from '../back-office/clipboard-buttons'

const UPLOAD_ENDPOINT = '/engage/uploads/'
const TOKEN_HEADER = 'Engagement-Token'

function tokenFromPath(): string | undefined {
  return /^\/engage\/([A-Za-z0-9_-]{43})(?:\/|$)/.exec(window.location.pathname)?.[1]
}

function serverMessage(error: Error): string {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse
  const body = response?.getBody().trim()
  return body || 'The upload could not be completed. Check the connection and try again.'
}

function sendFile(file: File, token: string, list: HTMLElement, onDone: () => void): void {
  const item = document.createElement('li')
  const name = document.createElement('span')
  name.textContent = file.name
  const status = document.createElement('span')
  status.textContent = ' waiting'
  item.append(name, status)
  list.append(item)
  const upload = new Upload(file, {
    endpoint: UPLOAD_ENDPOINT,
    headers: { [TOKEN_HEADER]: token },
    metadata: { filename: file.name },
    // After a cut, ask the server where it stopped and go on from there: at once, then after 1, 3, 5 and 10 s.
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    removeFingerprintOnSuccess: true,
    onProgress(sent, total) {
      status.textContent = ` ${String(Math.floor((sent / total) * 100))}%`
    },
    onError(error) {
      status.textContent = ` not sent: ${serverMessage(error)}`
      item.dataset.state = 'refused'
    },
    onSuccess() {
      status.textContent = ' received'
      item.dataset.state = 'received'
      onDone()
    },
  })
  void upload.findPreviousUploads().then((previous) => {
    const last = previous[0]
    if (last) upload.resumeFromPreviousUpload(last)
    upload.start()
  })
}

function start(): void {
  const section = document.querySelector<HTMLElement>('[data-engage-upload]')
  const input = section?.querySelector<HTMLInputElement>('[data-file-input]')
  const zone = section?.querySelector<HTMLElement>('[data-drop-zone]')
  const list = section?.querySelector<HTMLElement>('[data-progress]')
  const token = tokenFromPath()
  if (!section || !input || !zone || !list || !token) return
  let pending = 0
  const finished = () => {
    pending -= 1
    // The receipt (sizes and SHA-256) is the server's: show it once every file has arrived.
    if (pending === 0) window.location.reload()
  }
  const send = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      pending += 1
      sendFile(file, token, list, finished)
    }
  }
  input.addEventListener('change', () => send(input.files))
  zone.addEventListener('dragover', (event) => {
    event.preventDefault()
    zone.dataset.over = 'true'
  })
  zone.addEventListener('dragleave', () => delete zone.dataset.over)
  zone.addEventListener('drop', (event) => {
    event.preventDefault()
    delete zone.dataset.over
    send(event.dataTransfer?.files ?? null)
  })
}

start()

enableClipboardButtons()
