import { FooterContent } from './footer-content'

/**
 * The site footer, rendered from its own data on the server and in the browser alike. Its links
 * navigate through LinkNavigation; its phone link reports phone_click with its place.
 */
export function Footer() {
  return (
    <footer className="mt-16 bg-primary pb-8 text-primary-foreground">
      <FooterContent />
    </footer>
  )
}
