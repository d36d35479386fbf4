import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_DIR_ENV } from '~/config/content-schema/files'
import { engagementContent } from './engagement-content.server'
import { CASE_PLACEHOLDERS } from './letter'

const folders: string[] = []
function copyOfContent(): string {
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'engagement-content-')), 'content')
  fs.cpSync(path.resolve('content'), folder, { recursive: true })
  folders.push(folder)
  vi.stubEnv(CONTENT_DIR_ENV, folder)
  return folder
}

afterEach(() => {
  vi.unstubAllEnvs()
  for (const folder of folders.splice(0)) fs.rmSync(path.dirname(folder), { recursive: true, force: true })
})

describe('the engagement letter content', () => {
  it('fills the firm, the principal and the fees at build, and leaves exactly the case placeholders for the server', () => {
    const content = engagementContent()
    expect(content.template).toContain('$5,000')
    expect(content.template).not.toMatch(/\{\{(firm|principal|fees)\./)
    const left = [...content.template.matchAll(/\{\{case\.([a-zA-Z]+)\}\}/g)].map((match) => match[1])
    expect(new Set(left)).toEqual(new Set(CASE_PLACEHOLDERS))
    expect(content.feeLines.length).toBeGreaterThan(3)
  })

  it('stops on an unknown placeholder, naming the file and the placeholder', () => {
    const folder = copyOfContent()
    const file = path.join(folder, 'engagement-letter.md')
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('{{case.court}}', '{{case.judge}}'))
    expect(() => engagementContent()).toThrow(/engagement-letter\.md[\s\S]*case\.judge/)
  })
})
