import { useContext, useState } from 'react'
import { STATIC_ATTRIBUTE } from '~/lib/html/static-page'
import { KEEP_SERVER_HTML, ServerMarkup } from './static-page-content'

/** pb-32: the page's end keeps room for the floating quick actions, so they never cover its last lines. */
const FOOTER_CLASS = 'mt-16 bg-primary pb-32 text-primary-foreground'

/**
 * The footer's markup as the server wrote it, read from the page once hydrated. React Router mounts the
 * layout again when the not-found document's fallback gives way to the page, and a footer mounted
 * again shows this (the browser has no code to render it).
 */
let serverFooter: { __html: string } | undefined

function keepServerFooter(element: HTMLElement | null) {
  if (element && !serverFooter && element.innerHTML) serverFooter = { __html: element.innerHTML }
}

/**
 * The site footer: markup the server entry rendered once (FooterContent) and the browser keeps as it is,
 * never hydrated (decision 014). Its links navigate through LinkNavigation, its phone link reports
 * phone_click from its data-place.
 */
export function Footer() {
  const { footer } = useContext(ServerMarkup)
  // Each footer keeps what it first showed, so a re-render never rewrites its markup.
  const [inner] = useState(() => serverFooter ?? KEEP_SERVER_HTML)
  const attributes = { className: FOOTER_CLASS, [STATIC_ATTRIBUTE]: '' }
  if (import.meta.env.SSR) {
    if (footer === undefined) throw new Error('The footer rendered on the server without its markup: the server entry provides it')
    return <footer {...attributes} dangerouslySetInnerHTML={{ __html: footer }} />
  }
  return <footer {...attributes} ref={keepServerFooter} dangerouslySetInnerHTML={inner} suppressHydrationWarning />
}
