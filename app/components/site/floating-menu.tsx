import Phone from 'lucide/dist/esm/icons/phone.mjs'
import { Icon } from '~/components/ui/icon'
import { AnchorLink } from '~/components/ui/anchor-link'
import { Button } from '~/components/ui/button'
import { siteConfig } from '~/config/site-config'
import { PAGE_LINKS } from '~/copy/navigation'
import { CALL_TO_ACTION } from '~/copy/calls-to-action'
import { PhoneLink } from './phone-link'

/**
 * The bottom bar below 1024 px: call, and schedule a consultation. It is the only fixed element, and
 * the page is padded by its height (`bottom-bar` in app/site-styles.css), so it never covers content;
 * it steps down out of view while a form field has focus. From 1024 px the header carries the call to
 * action and there is no bar.
 */
export function FloatingMenu() {
  return (
    <aside aria-label="Quick actions" className="bottom-bar">
      <Button asChild variant="outline" className="bottom-bar-call">
        <PhoneLink place="floating_menu" aria-label={`${CALL_TO_ACTION.call} ${siteConfig.phone}`}>
          <Icon icon={Phone} />
          <span>{CALL_TO_ACTION.call}</span>
        </PhoneLink>
      </Button>
      <Button asChild variant="hero" className="bottom-bar-schedule">
        <AnchorLink to={PAGE_LINKS.quote.to}>{PAGE_LINKS.quote.label}</AnchorLink>
      </Button>
    </aside>
  )
}
