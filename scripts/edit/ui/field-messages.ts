/**
 * The editor page's answer to every save, so that none is silent: a refused save shows each problem in
 * plain words under its field, in the flow of the form (tied to it with aria-describedby and aria-invalid,
 * covering nothing), and in one summary at the top of the form, as the site's forms do (GOV.UK's error
 * summary): focused, each line a button that moves focus to its field, the lines naming each file and
 * path waiting in a closed "Technical details" for whoever needs them; a saved one says so in the same
 * place. It reads the responses to Keystatic's save request (the editor's server puts the problems in
 * FIELD_PROBLEMS_HEADER and SAVE_DETAILS_HEADER).
 */
import { ERROR_SUMMARY_HEADING } from '../../../app/components/forms/error-summary'
import { FIELD_PROBLEMS_HEADER, SAVE_DETAILS_HEADER, type FieldProblem } from '../field-problems'

const SAVE_PATH = '/api/keystatic/update'
const LAYER_ID = 'editor-save-messages'
const MESSAGE_CLASS = 'editor-field-message'
const LIST_MESSAGES_CLASS = 'editor-list-messages'
const SUMMARY_ID = `${LAYER_ID}-summary`
/** Keystatic's forms: a singleton's, a collection entry's, a new entry's. */
const FORM_SELECTOR = 'form#singleton-form, form#item-edit-form, form#item-create-form'
/** Keystatic's own notice of the refused save, hidden while the summary says the same. */
const HIDDEN_NOTICE = 'data-editor-hidden-notice'
const SAVED_TEXT = 'Saved. The change is in the content folder; the site shows it after its next build.'
const DETAILS_TEXT = 'Technical details'

let current: FieldProblem[] = []
let lastOpenedItem: string | undefined
/** The summary of the last save, kept to put back when Keystatic draws its form anew (after a save). */
let shown: HTMLElement | undefined

const isMessage = (node: Node) =>
  node instanceof Element &&
  (node.id === SUMMARY_ID ||
    node.classList.contains(MESSAGE_CLASS) ||
    node.classList.contains(LIST_MESSAGES_CLASS) ||
    node.closest(`#${SUMMARY_ID}`) !== null)

/** An element's text without the messages placed inside it. */
function ownText(element: Element): string {
  let text = element.textContent ?? ''
  for (const message of element.querySelectorAll(`.${MESSAGE_CLASS}`))
    text = text.replace(message.textContent ?? '', '')
  return text.trim()
}

/** The element that names a control: its label, or the first element aria-labelledby points to. */
function labelElement(control: Element): Element | null {
  const labelled = control.getAttribute('aria-labelledby')
  if (labelled) return document.getElementById(labelled.split(/\s+/)[0] ?? '')
  return control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null
}

/** The text a field is named by: its label element's text, or what aria-labelledby points to. */
function labelText(control: Element): string {
  const labelled = control.getAttribute('aria-labelledby')
  if (labelled)
    return labelled
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim()
  return labelElement(control)?.textContent?.trim() ?? ''
}

/** The item's label as the list shows it: the problem's "2. Claims Director, an insurer" without its number. */
const itemText = (problem: FieldProblem) => problem.item?.replace(/^\d+\.\s*/, '') ?? ''

function style(): void {
  if (document.getElementById(`${LAYER_ID}-style`)) return
  const sheet = document.createElement('style')
  sheet.id = `${LAYER_ID}-style`
  sheet.textContent = `
    .${LIST_MESSAGES_CLASS} { margin-top: 0.25rem; }
    .${MESSAGE_CLASS} { display: block; margin: 0.25rem 0 0; color: #9f1c12; font: 600 14px/1.4 system-ui, sans-serif; }
    [${HIDDEN_NOTICE}] { display: none !important; }
    #${SUMMARY_ID} { flex: none; max-height: 40vh; overflow: auto; padding: 0.75rem 1rem; border-radius: 8px; font: 15px/1.45 system-ui, sans-serif; }
    #${SUMMARY_ID}:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
    #${SUMMARY_ID}[data-tone='problem'] { background: #fef3f2; color: #7a150d; border: 2px solid #9f1c12; }
    #${SUMMARY_ID}[data-tone='saved'] { background: #f0fdf4; color: #14532d; border: 1px solid #a7dcb8; }
    #${SUMMARY_ID} h2 { margin: 0; font-size: 18px; }
    #${SUMMARY_ID} p { margin: 0.25rem 0 0; }
    #${SUMMARY_ID} ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
    #${SUMMARY_ID} li button { padding: 0; border: 0; background: none; color: #9f1c12; font: 600 15px/1.45 system-ui, sans-serif; text-align: left; text-decoration: underline; text-underline-offset: 2px; cursor: pointer; }
    #${SUMMARY_ID} details { margin-top: 0.5rem; font-size: 13px; }
    #${SUMMARY_ID} details pre { margin: 0.25rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.4 ui-monospace, monospace; }
  `
  document.head.append(sheet)
}

function clear(): void {
  for (const described of document.querySelectorAll('[data-editor-described]')) {
    const ids = (described.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id && !id.startsWith(`${LAYER_ID}-`))
    if (ids.length) described.setAttribute('aria-describedby', ids.join(' '))
    else described.removeAttribute('aria-describedby')
    described.removeAttribute('aria-invalid')
    described.removeAttribute('data-editor-described')
  }
  for (const message of document.querySelectorAll(`.${MESSAGE_CLASS}, .${LIST_MESSAGES_CLASS}`)) message.remove()
  for (const notice of document.querySelectorAll(`[${HIDDEN_NOTICE}]`)) notice.removeAttribute(HIDDEN_NOTICE)
  document.getElementById(SUMMARY_ID)?.remove()
  shown = undefined
}

/** Puts the summary first in Keystatic's form, or at the top of the page when no form is shown. */
function insert(box: HTMLElement, form = document.querySelector(FORM_SELECTOR)): void {
  if (form) form.prepend(box)
  else document.body.prepend(box)
}

/**
 * Where a message goes, in the flow: for a control, at the end of the smallest element holding both its
 * label and the control (under the field). Keystatic's lists place each row at a fixed height, so a list
 * item's message goes in a box right under the list, where it names the item.
 */
function messageHost(target: Element): Element {
  const list = target.closest('[role="grid"]')
  if (list) {
    const next = list.nextElementSibling
    if (next?.classList.contains(LIST_MESSAGES_CLASS)) return next
    const box = document.createElement('div')
    box.className = LIST_MESSAGES_CLASS
    list.after(box)
    return box
  }
  const label = labelElement(target)
  let host = target.parentElement
  while (label && host && !host.contains(label)) host = host.parentElement
  return host ?? target
}

/** Ties a message to `target` and shows it under it, in the page's flow. */
function attach(target: Element, message: string, index: number): void {
  const id = `${LAYER_ID}-${String(index)}`
  let note = document.getElementById(id)
  if (!note) {
    note = document.createElement('span')
    note.id = id
    note.className = MESSAGE_CLASS
  }
  if (note.textContent !== message) note.textContent = message
  const host = messageHost(target)
  if (note.parentElement !== host || host.lastElementChild !== note) host.append(note)
  const ids = new Set((target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean))
  ids.add(id)
  target.setAttribute('aria-describedby', [...ids].join(' '))
  target.setAttribute('aria-invalid', 'true')
  target.setAttribute('data-editor-described', '')
}

const FIELD_CONTROLS = 'input, textarea, select, button[aria-haspopup], [contenteditable="true"], [role="combobox"]'

/** The control named `field` inside `root` (a required field's label goes on with " (required)"). */
function findField(root: ParentNode, field: string): Element | undefined {
  return [...root.querySelectorAll(FIELD_CONTROLS)].find(
    (control) => labelText(control) === field || labelText(control).startsWith(`${field} `),
  )
}

/** The list row of the item a problem concerns. */
function findItemRow(problem: FieldProblem): Element | undefined {
  const text = itemText(problem)
  return [...document.querySelectorAll('[role="row"], [role="gridcell"], li')].find(
    (row) => ownText(row) === text && !row.closest('[role="dialog"]'),
  )
}

/**
 * The item dialog that is open. A dialog that is closing stays in the page for its exit transition; its
 * modal no longer carries data-open="true", and a message tied to its fields would vanish with it.
 */
const openDialog = () =>
  [...document.querySelectorAll('[role="dialog"]')].find((dialog) => dialog.closest('[data-open="true"]'))

/** Keystatic's notice of the refused save (the form's child that says "Not saved."), which the summary replaces. */
function hideKeystaticNotice(): void {
  const form = document.getElementById(SUMMARY_ID)?.parentElement
  for (const child of form?.children ?? [])
    if (child.id !== SUMMARY_ID && child.textContent?.startsWith('Not saved.')) child.setAttribute(HIDDEN_NOTICE, '')
}

/**
 * Moves focus to a problem's field. A list item's fields sit in a dialog that is closed, so the list row
 * of that item takes focus instead (Enter or a click opens it, and its field shows the message).
 */
function focusField(problem: FieldProblem): void {
  const target = problem.item ? findItemRow(problem) : findField(document, problem.field)
  const focusable = (target?.closest('[role="row"]') ?? target) as HTMLElement | null | undefined
  if (!focusable) return
  focusable.scrollIntoView({ block: 'center' })
  focusable.focus()
}

/** Every problem under its field: in an open item dialog, on the page, or under its list item. */
function place(): void {
  hideKeystaticNotice()
  const dialog = openDialog()
  current.forEach((problem, index) => {
    const text = `${problem.list ?? ''}, ${problem.item ?? ''}: ${problem.message}`
    if (problem.item && dialog && lastOpenedItem === itemText(problem)) {
      const control = findField(dialog, problem.field)
      if (control) return attach(control, problem.message, index)
    }
    if (problem.item) {
      const row = findItemRow(problem)
      if (row) return attach(row, text, index)
    }
    const control = findField(document, problem.field)
    if (control) attach(control, problem.message, index)
  })
}

/** The summary's line of a problem: its list item, if any, then the message (which names its field). */
const problemLine = (problem: FieldProblem) =>
  `${problem.item ? `${problem.list ?? ''}, ${problem.item}: ` : ''}${problem.message}`

/**
 * The answer's box, first in Keystatic's form (in the flow, above the fields), or at the top of the page
 * when no form is shown. A refused save's box takes focus, so a screen reader reads it and the keyboard
 * starts from it.
 */
function summary(tone: 'problem' | 'saved', text: string, problems: FieldProblem[] = [], details: string[] = []): void {
  const box = document.createElement('div')
  box.id = SUMMARY_ID
  box.dataset.tone = tone
  box.setAttribute('role', tone === 'problem' ? 'alert' : 'status')
  if (tone === 'problem') {
    box.tabIndex = -1
    box.setAttribute('aria-labelledby', `${SUMMARY_ID}-heading`)
    const heading = document.createElement('h2')
    heading.id = `${SUMMARY_ID}-heading`
    heading.textContent = ERROR_SUMMARY_HEADING
    box.append(heading)
  }
  const paragraph = document.createElement('p')
  paragraph.textContent = text
  box.append(paragraph)
  if (problems.length) {
    const list = document.createElement('ul')
    for (const problem of problems) {
      const item = document.createElement('li')
      const link = document.createElement('button')
      link.type = 'button'
      link.textContent = problemLine(problem)
      link.addEventListener('click', () => focusField(problem))
      item.append(link)
      list.append(item)
    }
    box.append(list)
  }
  if (details.length) {
    const disclosure = document.createElement('details')
    const opener = document.createElement('summary')
    opener.textContent = DETAILS_TEXT
    const text = document.createElement('pre')
    text.textContent = details.join('\n')
    disclosure.append(opener, text)
    box.append(disclosure)
  }
  shown = box
  insert(box)
  if (tone === 'problem') focusWhenSettled(box)
}

/**
 * Focuses the summary once no item dialog is left on the page: a dialog that has just closed stays for its
 * exit transition, then gives focus back to its list row a frame later, which would take it from the summary.
 */
function focusWhenSettled(box: HTMLElement, frames = 0): void {
  if (!box.isConnected) return
  const settled = !document.querySelector('[role="dialog"]')
  if (settled && frames >= 2) {
    box.focus({ preventScroll: true })
    box.scrollIntoView({ block: 'nearest' })
    return
  }
  if (frames < 120) window.requestAnimationFrame(() => focusWhenSettled(box, settled ? frames + 1 : 0))
}

function showProblems(problems: FieldProblem[], details: string[]): void {
  current = problems
  const count = Math.max(problems.length, details.length)
  summary(
    'problem',
    `Not saved: ${count === 1 ? 'one thing' : `${String(count)} things`} to fix first.`,
    problems,
    details,
  )
  place()
}

function requestPath(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  return new URL(url, window.location.href).pathname
}

const headerList = <T>(response: Response, name: string): T[] =>
  JSON.parse(decodeURIComponent(response.headers.get(name) ?? '%5B%5D')) as T[]

/** Watches Keystatic's save requests and answers each on the page. */
export function watchSaves(): void {
  style()
  const originalFetch = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const response = await originalFetch(input, init)
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    if (method === 'POST' && requestPath(input) === SAVE_PATH) {
      clear()
      current = []
      if (response.status === 422)
        showProblems(
          headerList<FieldProblem>(response, FIELD_PROBLEMS_HEADER),
          headerList<string>(response, SAVE_DETAILS_HEADER),
        )
      else if (response.ok) summary('saved', SAVED_TEXT)
    }
    return response
  }
  // The item a person opens next: its dialog's fields get their messages.
  document.addEventListener(
    'click',
    (event) => {
      const row = (event.target as Element | null)?.closest('[role="row"], [role="gridcell"], li')
      if (row && !row.closest('[role="dialog"]')) lastOpenedItem = ownText(row)
    },
    true,
  )
  // Keystatic's page changed (a dialog opened, a list redrew): the messages follow their fields. The
  // messages' own comings and goings, and the summary's box, are left out, or placing them would wake this again.
  new MutationObserver((mutations) => {
    const foreign = mutations.some(
      (mutation) => ![...mutation.addedNodes, ...mutation.removedNodes].every(isMessage) && !isMessage(mutation.target),
    )
    const form = document.querySelector(FORM_SELECTOR)
    if (shown && !shown.isConnected && form) insert(shown, form)
    if (current.length && foreign) window.requestAnimationFrame(place)
  }).observe(document.body, { childList: true, subtree: true })
}
