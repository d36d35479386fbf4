/**
 * The engagement pages counsel sees at /engage/{token}, rendered by React DOM on each request from their
 * screens in app/engagement; this module only shapes the server's records for them.
 */
import type * as React from 'react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { siteConfig } from '~/config/site-config'
import {
  LandingPage,
  LetterPage,
  LinkProblemPage,
  MessagePage,
  SignedPage,
  type LetterPageProps,
  type SignedPageProps,
} from '~/engagement/engage-pages'
import type { RecordFile } from './engagement-store'
import type { LinkProblem } from './engagement-service'
import { isRecordKind, RECORD_FORMATS } from '~/lib/engagement/record-formats'

interface EngagePageAssets {
  styles: readonly string[]
  scripts: readonly string[]
}

const html = (page: React.ReactElement) => `<!DOCTYPE html>${renderToString(page)}`

export function renderLinkProblem(problem: LinkProblem, assets: EngagePageAssets): string {
  return html(createElement(LinkProblemPage, { problem, assets }))
}

export function renderMessagePage(title: string, message: string, assets: EngagePageAssets): string {
  return html(createElement(MessagePage, { title, message, assets }))
}

/** The landing page of the link: who it is for, and the button to the letter. */
export function renderLandingPage(
  input: { base: string; counselName: string; caption: string; signBy: number },
  assets: EngagePageAssets,
): string {
  return html(createElement(LandingPage, { ...input, assets }))
}

export type LetterPageInput = LetterPageProps

/** The letter, the fees, the retainer and how to pay, the text download and its SHA-256, and the signing form. */
export function renderLetterPage(input: LetterPageInput, assets: EngagePageAssets): string {
  return html(createElement(LetterPage, { ...input, assets }))
}

export interface SignedPageInput extends Omit<SignedPageProps, 'files'> {
  files: readonly RecordFile[]
}

/** After signing: the signed letter, the upload (while the window is open) and the receipt of files received. */
export function renderSignedPage(input: SignedPageInput, assets: EngagePageAssets): string {
  const files = input.files.map((file) => ({
    displayName: file.displayName,
    kindLabel: isRecordKind(file.kind) ? RECORD_FORMATS[file.kind].label : (file.kind ?? ''),
    size: file.size,
    sha256: file.sha256 ?? '',
  }))
  return html(createElement(SignedPage, { ...input, files, assets }))
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
