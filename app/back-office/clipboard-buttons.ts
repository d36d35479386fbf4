/** Buttons that put a hash value on the clipboard (hidden without a script): shown, and each copies its whole value. */
export function enableClipboardButtons(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy-hash]')) {
    button.hidden = false
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(button.dataset.copyHash ?? '').then(
        () => {
          button.textContent = 'Copied'
        },
        () => {
          button.textContent = 'Copy refused'
        },
      )
    })
  }
}
