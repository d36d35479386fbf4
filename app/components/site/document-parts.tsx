/** The head tags every document of the site opens with: React Router's pages (root.tsx) and the location pages. */
export function BaseHeadTags() {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#12325b" />
    </>
  )
}

/** The body's class and its first element, on every document of the site. */
export const BODY_CLASS = 'flex min-h-dvh flex-col'

export function SkipToMain() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to main content
    </a>
  )
}
