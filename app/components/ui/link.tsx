import { createContext, useContext } from 'react'
import { Form as RouterForm, type FormProps, Link as RouterLink, type LinkProps } from 'react-router'

/**
 * True inside a static page body (decision 014), which React never hydrates: its links are plain
 * anchors there (StaticPageLinks gives them client navigation), which spares the server React Router's
 * link resolution for most of a location page's links.
 */
export const PlainLinks = createContext(false)

/**
 * React Router's Link without `data-discover`: that attribute feeds lazy route discovery, which React
 * Router only runs with `ssr: true`, and this site is prerendered (`ssr: false`). Inside a static body,
 * a link to a path of this site is a plain anchor.
 */
export function Link(props: LinkProps) {
  const plain = useContext(PlainLinks)
  if (plain && typeof props.to === 'string' && props.to.startsWith('/')) {
    const { to, children, discover: _discover, prefetch: _prefetch, reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, ...anchor } = props
    return (
      <a href={to} {...anchor}>
        {children}
      </a>
    )
  }
  return <RouterLink discover="none" {...props} />
}

export function Form(props: FormProps) {
  return <RouterForm discover="none" {...props} />
}
