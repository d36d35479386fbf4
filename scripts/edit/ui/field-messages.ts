/**
 * The editor page's answer to every save, so that none is silent: a refused save shows each problem in
 * plain words next to its field (tied to it with aria-describedby and aria-invalid) and as a list at
 * the top of the page; a saved one says so. It reads the responses to Keystatic's save request (the
 * editor's server puts the problems in FIELD_PROBLEMS_HEADER). The messages live in a layer of their
 * own, outside Keystatic's React tree, placed beside the fields they describe.
 */
import { FIELD_PROBLEMS_HEADER, type FieldProblem } from '../field-problems'

const SAVE_PATH = '/api/keystatic/update'
const LAYER_ID = 'editor-save-messages'
const MESSAGE_CLASS = 'editor-field-message'
const SAVED_TEXT = 'Saved. The change is in the content folder; the site shows it after its next build.'

let current: FieldProblem[] = []
let lastOpenedItem: string | undefined

/** The text a field is named by: its label element's text, or what aria-labelledby points to. */
function labelText(control: Element): string {
  const labelled = control.getAttribute('aria-labelledby')
  if (labelled)
    return labelled
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim()
  const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null
  return label?.textContent?.trim() ?? ''
}

/** The item's label as the list shows it: the problem's "2. Claims Director, an insurer" without its number. */
const itemText = (problem: FieldProblem) => problem.item?.replace(/^\d+\.\s*/, '') ?? ''

function layer(): HTMLElement {
  let element = document.getElementById(LAYER_ID)
  if (!element) {
    element = document.createElement('div')
    element.id = LAYER_ID
    document.body.append(element)
  }
  return element
}

function style(): void {
  if (document.getElementById(`${LAYER_ID}-style`)) return
  const sheet = document.createElement('style')
  sheet.id = `${LAYER_ID}-style`
  sheet.textContent = `
    .${MESSAGE_CLASS} { position: absolute; z-index: 1000; max-width: 36rem; margin: 0; padding: 0.25rem 0.5rem; border-radius: 4px; background: #fef3f2; color: #9f1c12; font: 600 14px/1.4 system-ui, sans-serif; border: 1px solid #f4b9b3; }
    #${LAYER_ID}-summary { position: fixed; z-index: 1001; right: 1rem; bottom: 1rem; max-width: 28rem; padding: 0.75rem 1rem; border-radius: 8px; font: 15px/1.45 system-ui, sans-serif; box-shadow: 0 8px 24px rgb(0 0 0 / 0.2); }
    #${LAYER_ID}-summary[data-tone='problem'] { background: #fef3f2; color: #7a150d; border: 1px solid #f4b9b3; }
    #${LAYER_ID}-summary[data-tone='saved'] { background: #f0fdf4; color: #14532d; border: 1px solid #a7dcb8; }
    #${LAYER_ID}-summary ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
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
  layer().replaceChildren()
}

/** Ties a message to `target` and shows it just below it. */
function attach(target: Element, message: string, index: number): void {
  const id = `${LAYER_ID}-${String(index)}`
  let note = document.getElementById(id)
  if (!note) {
    note = document.createElement('p')
    note.id = id
    note.className = MESSAGE_CLASS
    layer().append(note)
  }
  if (note.textContent !== message) note.textContent = message
  const box = target.getBoundingClientRect()
  note.style.left = `${String(box.left + window.scrollX)}px`
  note.style.top = `${String(box.bottom + window.scrollY + 4)}px`
  const ids = new Set((target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean))
  ids.add(id)
  target.setAttribute('aria-describedby', [...ids].join(' '))
  target.setAttribute('aria-invalid', 'true')
  target.setAttribute('data-editor-described', '')
}

const FIELD_CONTROLS = 'input, textarea, select, button[aria-haspopup], [contenteditable="true"], [role="combobox"]'

/** The control named `field` inside `root`. */
function findField(root: ParentNode, field: string): Element | undefined {
  return [...root.querySelectorAll(FIELD_CONTROLS)].find(
    (control) => labelText(control) === field || labelText(control).startsWith(`${field} `),
  )
}

/** The list row of the item a problem concerns. */
function findItemRow(problem: FieldProblem): Element | undefined {
  const text = itemText(problem)
  return [...document.querySelectorAll('[role="row"], [role="gridcell"], li')].find(
    (row) => row.textContent?.trim() === text && !row.closest('[role="dialog"]'),
  )
}

/**
 * The item dialog that is open. A dialog that is closing stays in the page for its exit transition; its
 * modal no longer carries data-open="true", and a message tied to its fields would vanish with it.
 */
const openDialog = () =>
  [...document.querySelectorAll('[role="dialog"]')].find((dialog) => dialog.closest('[data-open="true"]'))

/** Every problem beside its field: in an open item dialog, on the page, or beside its list item. */
function place(): void {
  const dialog = openDialog()
  current.forEach((problem, index) => {
    const text = `${problem.field}: ${problem.message}`
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

function summary(tone: 'problem' | 'saved', heading: string, lines: string[] = []): void {
  const box = document.createElement('div')
  box.id = `${LAYER_ID}-summary`
  box.dataset.tone = tone
  box.setAttribute('role', tone === 'problem' ? 'alert' : 'status')
  const title = document.createElement('strong')
  title.textContent = heading
  box.append(title)
  if (lines.length) {
    const list = document.createElement('ul')
    for (const line of lines) {
      const item = document.createElement('li')
      item.textContent = line
      list.append(item)
    }
    box.append(list)
  }
  layer().append(box)
}

function showProblems(problems: FieldProblem[]): void {
  current = problems
  summary(
    'problem',
    `Not saved: ${problems.length === 1 ? 'one thing' : `${String(problems.length)} things`} to fix first.`,
    problems.map((problem) => `${problem.item ? `${problem.list ?? ''}, ${problem.item}: ` : ''}${problem.message}`),
  )
  place()
}

function requestPath(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  return new URL(url, window.location.href).pathname
}

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
          JSON.parse(decodeURIComponent(response.headers.get(FIELD_PROBLEMS_HEADER) ?? '%5B%5D')) as FieldProblem[],
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
      if (row && !row.closest('[role="dialog"]')) lastOpenedItem = row.textContent?.trim()
    },
    true,
  )
  // Keystatic's page changed (a dialog opened, a list redrew): the messages follow their fields. Changes
  // inside the messages' own layer are left out, or placing them would wake this again.
  new MutationObserver((mutations) => {
    if (current.length && mutations.some((mutation) => !layer().contains(mutation.target)))
      window.requestAnimationFrame(place)
  }).observe(document.body, { childList: true, subtree: true })
  window.addEventListener('resize', () => current.length && place())
  window.addEventListener('scroll', () => current.length && place(), true)
}
