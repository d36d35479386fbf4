import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { Section } from '~/components/sections/section'
import type { CalculatorPageData } from '~/lib/calculator/page.server'

type Copy = CalculatorPageData['copy']

/** The calculator's limits in plain words, beside the results, with the services that cover the rest. */
export function CalculatorLimits({ copy, links }: { copy: Copy; links: CalculatorPageData['limitsLinks'] }) {
  return (
    <section
      aria-labelledby="calculator-limits-heading"
      className="rounded-xl border-2 border-accent bg-background p-5 md:p-6"
      data-print="keep"
    >
      <h3 id="calculator-limits-heading" className="text-lg font-semibold text-primary">
        {copy.limitsHeading}
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed">
        {copy.limits.map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-semibold">{copy.limitsLinksIntro}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-6 items-center gap-1 font-semibold text-link underline underline-offset-4"
            >
              {link.label}
              <Icon icon={ArrowRight} className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The formulas, in words, and the worked example the page opens with. */
export function CalculatorMethod({ copy }: { copy: Copy }) {
  return (
    <Section id="method" heading={copy.methodHeading} intro={copy.methodIntro} tone="muted">
      <dl className="grid gap-4 md:grid-cols-2">
        {copy.method.map((item) => (
          <div key={item.term} className="rounded-xl border border-border bg-background p-5" data-print="keep">
            <dt className="font-semibold text-primary">{item.term}</dt>
            <dd className="mt-1.5 leading-relaxed text-muted-foreground">{item.text}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 max-w-3xl">
        <h3 className="text-lg font-semibold text-primary">{copy.exampleHeading}</h3>
        <p className="mt-2 leading-relaxed">{copy.exampleText}</p>
      </div>
      <div className="mt-8 max-w-3xl">
        <h3 className="text-lg font-semibold text-primary">{copy.defaultsHeading}</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed">
          {copy.defaults.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
