/**
 * The content editor's page: Keystatic's admin UI, configured from the content schemas. The editor's
 * server (../server.ts) serves this through Vite and answers the UI's API calls.
 */
import { Keystatic } from '@keystatic/core/ui'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { buildKeystaticConfig, type EditorStorage } from '../keystatic-config'
import { watchSaves } from './field-messages'

declare const __EDITOR_STORAGE__: EditorStorage
/** GitHub storage: the variable holding the GitHub App's slug and its value, for Keystatic's setup screens. */
declare const __EDITOR_APP_SLUG__: { envName: string; value: string | undefined }

watchSaves()
const root = document.getElementById('editor')
if (!root) throw new Error('the editor page has no #editor element')
createRoot(root).render(
  createElement(Keystatic, { config: buildKeystaticConfig(__EDITOR_STORAGE__), appSlug: __EDITOR_APP_SLUG__ }),
)
