import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import Phone from 'lucide/dist/esm/icons/phone.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/copy/navigation'
import { PhoneLink } from '~/components/site/phone-link'
import { Button } from '~/components/ui/button'
import type { HomePageData } from '~/lib/pages/home.server'
import { siteConfig } from '~/config/site-config'
import { CheckList } from '../check-list'

export function Hero({ hero }: { hero: HomePageData['hero'] }) {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="bg-primary text-primary-foreground">
      <div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-[1.45fr_1fr] lg:items-center lg:gap-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">{hero.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-4 max-w-3xl font-serif text-4xl font-bold leading-tight tracking-tight md:text-5xl"
          >
            {hero.h1}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85 md:text-xl">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Button asChild variant="hero" size="lg">
              <Link to={PAGE_LINKS.quote.to}>{hero.primaryCta}</Link>
            </Button>
            <Button asChild variant="hero-outline" size="lg">
              <Link to={PAGE_LINKS.advisory.to}>
                {hero.secondaryCta}
                <Icon icon={ArrowRight} />
              </Link>
            </Button>
            <PhoneLink
              place="hero"
              className="inline-flex min-h-12 items-center gap-2 rounded-md px-3 text-base font-semibold text-white underline-offset-4 hover:underline"
            >
              <Icon icon={Phone} className="size-5 text-accent" />
              <span>
                <span className="sr-only">Call </span>
                {siteConfig.phone}
              </span>
            </PhoneLink>
          </div>
          <p className="mt-4 text-sm text-white/75">{siteConfig.hours.label}</p>
        </div>
        <aside aria-labelledby="hero-commitments" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/20 md:p-8">
          <h2 id="hero-commitments" className="font-serif text-xl font-bold">
            {hero.commitmentsHeading}
          </h2>
          <CheckList tone="inverse" items={hero.promises} className="mt-5 space-y-3 text-white/90" />
        </aside>
      </div>
    </section>
  )
}
