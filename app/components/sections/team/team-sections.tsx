import { PortraitImage } from '~/components/ui/portrait-image'
import BookOpen from 'lucide/dist/esm/icons/book-open.mjs'
import { Icon } from '~/components/ui/icon'
import type { TeamMemberPageData } from '~/lib/pages/team-member.server'
import { Section } from '../section'

/** A team member's credentials, positions, affiliations and publications. */
export function TeamMemberProfile({ data }: { data: TeamMemberPageData }) {
  const { copy, degrees, certifications, positions, member, publications, testified, portrait } = data
  return (
    <Section id="profile" heading={copy.credentialsHeading}>
      {portrait && <PortraitImage portrait={portrait} name={member.name} className="mb-8" />}
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-primary">{copy.educationHeading}</h3>
          <ul className="mt-3 space-y-4">
            {degrees.map((degree) => (
              <li key={degree.name}>
                <p className="font-semibold">{degree.year ? `${degree.name}, ${String(degree.year)}` : degree.name}</p>
                <p className="text-sm text-muted-foreground">
                  {[degree.grantedBy, degree.detail].filter(Boolean).join('. ')}.
                </p>
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold text-primary">{copy.certificationsHeading}</h3>
          <ul className="mt-3 space-y-3">
            {certifications.map((certification) => (
              <li key={certification.name}>
                <p className="font-semibold">{certification.name}</p>
                <p className="text-sm text-muted-foreground">{certification.grantedBy}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-primary">{copy.positionsHeading}</h3>
          <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
            {positions.map((position) => (
              <li key={position}>{position}</li>
            ))}
          </ul>
          <p className="mt-4" data-testid="testified-where">
            {testified}
          </p>
          <h3 className="mt-8 text-lg font-semibold text-primary">{copy.affiliationsHeading}</h3>
          <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
            {member.affiliations.map((affiliation) => (
              <li key={affiliation}>{affiliation}</li>
            ))}
          </ul>
        </div>
      </div>
      <h3 className="mt-10 text-lg font-semibold text-primary">{copy.publicationsHeading}</h3>
      {publications.length ? (
        <ol className="mt-3 space-y-3">
          {publications.map((citation) => (
            <li key={citation} className="flex gap-3">
              <Icon icon={BookOpen} className="mt-1 size-5 shrink-0 text-primary" />
              <p>{citation}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3">{copy.noPublications}</p>
      )}
    </Section>
  )
}

/** The role's hourly rates. */
export function TeamMemberRates({
  copy,
  rates,
}: {
  copy: TeamMemberPageData['copy']
  rates: TeamMemberPageData['rates']
}) {
  return (
    <Section id="rates" heading={copy.ratesHeading} intro={copy.ratesIntro} tone="muted">
      <dl className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-background p-5">
          <dt className="text-sm font-medium text-muted-foreground">{copy.ratesLabels.analysis}</dt>
          <dd className="font-serif text-2xl font-bold text-primary">{rates.analysis}</dd>
        </div>
        <div className="rounded-xl bg-background p-5">
          <dt className="text-sm font-medium text-muted-foreground">{copy.ratesLabels.testimony}</dt>
          <dd className="font-serif text-2xl font-bold text-primary">{rates.testimony}</dd>
        </div>
      </dl>
    </Section>
  )
}
