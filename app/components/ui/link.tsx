import { Form as RouterForm, type FormProps, Link as RouterLink, type LinkProps } from 'react-router'

/**
 * React Router's Link and Form without `data-discover`: that attribute feeds lazy route discovery,
 * which React Router only runs with `ssr: true`, and this site is prerendered (`ssr: false`).
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />
}

export function Form(props: FormProps) {
  return <RouterForm discover="none" {...props} />
}
