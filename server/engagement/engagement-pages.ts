/**
 * The engagement pages counsel sees at /engage/{token}: plain HTML forms that read and sign without
 * JavaScript (the upload's resumable client is the one script), a stylesheet of their own, noindex.
 */
import { siteConfig } from '~/config/site-config'
import type { EngagementContent } from '~/lib/booking/runtime-content'
import { letterParagraphs } from '~/lib/engagement/letter'
import { escapeHtml } from '../collector/form-post'
import type { RecordFile } from './engagement-store'
import type { LinkProblem } from './engagement-service'
import { isRecordKind, RECORD_FORMATS } from './record-types'

export interface EngagePageAssets {
  styles: readonly string[]
  scripts: readonly string[]
}

const phoneLink = () =>
  `<a href="tel:${escapeHtml(siteConfig.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(siteConfig.phone)}</a>`

function page(title: string, main: string, assets: EngagePageAssets, withScripts = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title>
${assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
${withScripts ? assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n') : ''}
</head>
<body>
<header class="engage-header"><p class="engage-firm">${escapeHtml(siteConfig.legalName)}</p></header>
<main class="engage-main">
${main}
</main>
<footer class="engage-footer"><p>${escapeHtml(siteConfig.name)} · ${phoneLink()} · <a href="mailto:${escapeHtml(siteConfig.email)}">${escapeHtml(siteConfig.email)}</a></p></footer>
</body>
</html>
`
}

const PROBLEMS: Record<LinkProblem, { title: string; text: string }> = {
  invalid: {
    title: 'This link is not valid',
    text: 'The link may have been cut short or changed when it was copied, or a newer link replaced it.',
  },
  expired: {
    title: 'This link has expired',
    text: 'A link to sign the engagement letter works for 14 days. The firm can send you a new one.',
  },
  changed: {
    title: 'This letter has changed',
    text: 'The engagement letter or the fee terms changed after this link was sent, so the link no longer works. The firm will send you a new link with the current letter.',
  },
  withdrawn: {
    title: 'This engagement was withdrawn',
    text: 'The firm withdrew this engagement letter, so the link no longer works.',
  },
}

export function renderLinkProblem(problem: LinkProblem, assets: EngagePageAssets): string {
  const { title, text } = PROBLEMS[problem]
  return page(
    title,
    `<h1>${title}</h1>\n<p>${text} Please call the office at ${phoneLink()} or write to <a href="mailto:${escapeHtml(siteConfig.email)}">${escapeHtml(siteConfig.email)}</a>.</p>`,
    assets,
  )
}

export function renderMessagePage(title: string, message: string, assets: EngagePageAssets): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`, assets)
}

/** The landing page of the link: who it is for, and the button to the letter. */
export function renderLandingPage(
  input: { base: string; counselName: string; caption: string; signBy: number },
  assets: EngagePageAssets,
): string {
  return page(
    'Your engagement letter',
    `<h1>Your engagement letter</h1>
<p>For ${escapeHtml(input.counselName)}, in ${escapeHtml(input.caption || 'your matter')}.</p>
<p>${escapeHtml(siteConfig.name)} has cleared conflicts on this matter. The next page shows the engagement letter, the fee schedule and the retainer. You can sign it there until ${escapeHtml(new Date(input.signBy).toUTCString())}.</p>
<p><a class="engage-button" href="${escapeHtml(input.base)}/letter">Read the engagement letter</a></p>`,
    assets,
  )
}

function feeSection(content: EngagementContent): string {
  const link = content.payment.linkUrl
    ? `\n<li>${escapeHtml(content.payment.linkLabel)}: <a href="${escapeHtml(content.payment.linkUrl)}" rel="noopener noreferrer">${escapeHtml(content.payment.linkUrl)}</a>. The payment page belongs to the firm's payment processor; no card number is ever entered on this site.</li>`
    : ''
  return `<section aria-labelledby="fees">
<h2 id="fees">Fee schedule</h2>
<dl class="engage-fees">
${content.feeLines.map((line) => `<dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd>`).join('\n')}
</dl>
<h2>Retainer: ${escapeHtml(content.retainer)}</h2>
<p>Ways to pay it:</p>
<ul>
<li>${escapeHtml(content.payment.check)}</li>
<li>${escapeHtml(content.payment.wire)}</li>${link}
</ul>
</section>`
}

export interface LetterPageInput {
  base: string
  content: EngagementContent
  letterText: string
  textSha256: string
  defaults: { name: string; firm: string; email: string }
  values?: Partial<Record<'name' | 'title' | 'firm' | 'email', string>> & { consent?: boolean }
  problems?: readonly string[]
}

/** The letter, the fees, the retainer and how to pay, the text download and its SHA-256, and the signing form. */
export function renderLetterPage(input: LetterPageInput, assets: EngagePageAssets): string {
  const value = (name: 'name' | 'title' | 'firm' | 'email') =>
    escapeHtml(input.values?.[name] ?? (name === 'title' ? '' : input.defaults[name]))
  const errors = input.problems?.length
    ? `<div class="engage-errors" role="alert"><h2>Not signed yet</h2><ul>${input.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul></div>\n`
    : ''
  const [title, ...body] = input.letterText.split('\n\n')
  return page(
    'Engagement letter',
    `${errors}<article class="engage-letter" aria-labelledby="letter-title">
<h1 id="letter-title">${escapeHtml(title ?? '')}</h1>
${letterParagraphs(body.join('\n\n'))
  .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
  .join('\n')}
</article>
<p><a href="${escapeHtml(input.base)}/letter.txt" download="engagement-letter.txt">Download the letter as plain text</a>. Its SHA-256 is <code class="engage-hash" data-letter-sha256>${input.textSha256}</code>; the signature certificate records the same value.</p>
${feeSection(input.content)}
<form method="post" action="${escapeHtml(input.base)}/sign" class="engage-sign">
<h2>Sign the letter</h2>
<input type="hidden" name="textSha256" value="${input.textSha256}">
<p><label for="name">Your full name</label><input id="name" name="name" autocomplete="name" required maxlength="200" value="${value('name')}"></p>
<p><label for="title">Your title</label><input id="title" name="title" autocomplete="organization-title" required maxlength="200" value="${value('title')}"></p>
<p><label for="firm">Your firm</label><input id="firm" name="firm" autocomplete="organization" required maxlength="200" value="${value('firm')}"></p>
<p><label for="email">Email for the signed letter</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${value('email')}"></p>
<p class="engage-consent-text">${escapeHtml(input.content.consent)}</p>
<p><label class="engage-check"><input type="checkbox" name="consent" value="yes" required${input.values?.consent ? ' checked' : ''}> I consent to do business electronically and have read the letter above.</label></p>
<p><button type="submit" class="engage-button">Sign the engagement letter</button></p>
</form>`,
    assets,
  )
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`

export interface SignedPageInput {
  base: string
  signerName: string
  signedAt: number
  textSha256: string
  files: readonly RecordFile[]
  uploadsOpen: boolean
  notice?: string
}

/** After signing: the signed letter, the upload (while the window is open) and the receipt of files received. */
export function renderSignedPage(input: SignedPageInput, assets: EngagePageAssets): string {
  const rows = input.files.length
    ? `<table class="engage-receipt"><caption>Files received</caption><thead><tr><th scope="col">File</th><th scope="col">Type</th><th scope="col">Size</th><th scope="col">SHA-256</th></tr></thead><tbody>
${input.files.map((file) => `<tr><td class="engage-filename">${escapeHtml(file.displayName)}</td><td>${escapeHtml(isRecordKind(file.kind) ? RECORD_FORMATS[file.kind].label : (file.kind ?? ''))}</td><td>${sizeLabel(file.size)}</td><td><code>${escapeHtml(file.sha256 ?? '')}</code></td></tr>`).join('\n')}
</tbody></table>
<p><a href="${escapeHtml(input.base)}/receipt.txt" download="records-receipt.txt">Download the list of files received</a></p>`
    : '<p>No files received yet.</p>'
  const upload = input.uploadsOpen
    ? `<section aria-labelledby="upload" class="engage-upload" data-engage-upload>
<h2 id="upload">Send records securely</h2>
<p>Drop files here or choose them. Accepted: PDF, JPEG, PNG, TIFF, ZIP, DOCX, XLSX, CSV and plain text, up to 200 MB a file and 2 GB in all. Files are encrypted as they arrive; a dropped connection resumes where it stopped.</p>
<div class="engage-drop" data-drop-zone><label for="records">Choose files</label><input id="records" type="file" multiple data-file-input></div>
<ul class="engage-progress" data-progress aria-live="polite"></ul>
<noscript><p>Sending files needs JavaScript, so that a large file can resume after a dropped connection. Without it, call the office at ${phoneLink()} to arrange another way.</p></noscript>
</section>`
    : '<p>The upload window for this engagement is closed. To send more records, call the office.</p>'
  return page(
    'Engagement signed',
    `${input.notice ? `<p role="status" class="engage-notice">${escapeHtml(input.notice)}</p>\n` : ''}<h1>Engagement signed</h1>
<p>Signed by ${escapeHtml(input.signerName)} on ${escapeHtml(new Date(input.signedAt).toUTCString())}. The letter's SHA-256 is <code class="engage-hash">${input.textSha256}</code>.</p>
<p><a href="${escapeHtml(input.base)}/signed.pdf">Download the signed letter (PDF)</a> · <a href="${escapeHtml(input.base)}/letter.txt" download="engagement-letter.txt">the letter as plain text</a> · <a href="/downloads/w9.pdf">the firm's Form W-9 (PDF)</a></p>
${upload}
<section aria-labelledby="received"><h2 id="received">Records received</h2>
${rows}
</section>`,
    assets,
    input.uploadsOpen,
  )
}

/** The receipt as plain text: one line per file, with its size and SHA-256. */
export function receiptText(files: readonly RecordFile[], signerName: string): string {
  const lines = files.map(
    (file) =>
      `${file.sha256 ?? ''}  ${String(file.size)} bytes  ${new Date(file.completedAt ?? file.createdAt).toISOString()}  ${file.displayName}`,
  )
  return [
    `Records received by ${siteConfig.legalName} for the engagement signed by ${signerName}`,
    'SHA-256, size, received (UTC), file name as sent',
    '',
    ...lines,
    '',
  ].join('\n')
}
