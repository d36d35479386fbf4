import type { HomePageData } from '~/lib/pages/home.server'

export function TrustStrip({ trust }: { trust: HomePageData['trust'] }) {
  if (!trust.claims.length) return null
  return (
    <section id="trust" aria-label={trust.label} className="border-b border-border bg-muted">
      <dl className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:grid-cols-3 lg:grid-cols-6">
        {trust.claims.map((claim) => (
          <div key={claim.label} className="flex flex-col-reverse items-center justify-end text-center">
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{claim.label}</dt>
            <dd className="font-serif text-3xl font-bold text-primary md:text-4xl">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
