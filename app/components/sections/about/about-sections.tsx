import { PortraitImage } from '~/components/ui/portrait-image'
import BookOpen from 'lucide/dist/esm/icons/book-open.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/copy/navigation'
import type * as React from 'react'
import type { AboutPageData } from '~/lib/pages/about.server'
import { CheckList } from '../check-list'
import { DocumentLinks } from '../document-links'
import { Section } from '../section'

export function AboutFirm({
  heading,
  paragraphs,
  valuesHeading,
  values,
  claims,
}: {
  heading: string
  paragraphs: AboutPageData['firm']
  valuesHeading: string
  values: AboutPageData['values']
  claims: AboutPageData['claims']
}) {
  return (
    <Section id="firm" heading={heading}>
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div className="prose-page text-lg">
          <p>{paragraphs.practice}</p>
          <p data-testid="staffing-statement">
            {paragraphs.staffing.map((segment, index) =>
              segment.to ? (
                <Link
                  key={`${String(index)}-${segment.text}`}
                  to={segment.to}
                  className="font-medium text-link underline"
                >
                  {segment.text}
                </Link>
              ) : (
                segment.text
              ),
            )}
          </p>
          <p>{paragraphs.independence}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {claims.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse justify-end rounded-xl bg-muted p-5">
              <dt className="mt-1 text-sm font-medium text-muted-foreground">{claim.label}</dt>
              <dd className="font-serif text-3xl font-bold text-primary">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <h3 className="mt-12 font-serif text-xl font-bold text-primary">{valuesHeading}</h3>
      <ul className="mt-5 grid gap-6 md:grid-cols-3">
        {values.map((value) => (
          <li key={value.title} className="rounded-xl border border-border p-6">
            <h4 className="font-semibold text-primary">{value.title}</h4>
            <p className="mt-2 text-muted-foreground">{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function AboutToc({ heading, entries }: { heading: string; entries: AboutPageData['toc'] }) {
  return (
    <nav
      aria-labelledby="about-toc-heading"
      className="rounded-xl border border-border bg-background p-5 lg:sticky lg:top-24"
    >
      <h2 id="about-toc-heading" className="text-sm font-bold uppercase tracking-wide text-muted-foreground">
        {heading}
      </h2>
      <ol className="mt-3 space-y-1">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={`${PAGE_LINKS.about.to}#${entry.id}`}
              className="flex min-h-9 items-center rounded-md px-2 font-medium text-link hover:bg-muted hover:underline"
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** One anchored part of the principal's profile. */
function ProfilePart({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="border-t border-border pt-10">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold tracking-tight text-primary">
        {heading}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  )
}

function labelOf(toc: AboutPageData['toc'], id: AboutPageData['toc'][number]['id']): string {
  return toc.find((entry) => entry.id === id)?.label ?? id
}

export function PrincipalDetails({ data }: { data: AboutPageData }) {
  const { profile, copy, toc, portrait } = data
  return (
    <section id="principal" aria-labelledby="principal-heading" className="bg-muted py-14 md:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <div>
          <AboutToc heading={copy.tocHeading} entries={toc} />
        </div>
        <div className="min-w-0 space-y-10 rounded-2xl bg-background p-6 shadow-sm md:p-10">
          <div>
            {portrait && <PortraitImage portrait={portrait} name={profile.name} className="mb-6" />}
            <p className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">
              {copy.principalHeading}
            </p>
            <h2 id="principal-heading" className="mt-2 font-serif text-3xl font-bold text-primary">
              {profile.name}
            </h2>
            <p className="text-lg font-medium text-muted-foreground">{profile.title}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Credentials">
              {profile.credentials.map((credential) => (
                <li
                  key={credential}
                  className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
                >
                  {credential}
                </li>
              ))}
            </ul>
            <div className="prose-page mt-6">
              {profile.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>

          <ProfilePart id="credentials" heading={labelOf(toc, 'credentials')}>
            <h3 className="text-lg font-semibold text-primary">{copy.educationHeading}</h3>
            <ul className="mt-3 space-y-4">
              {data.degrees.map((degree) => (
                <li key={degree.name}>
                  <p className="font-semibold">
                    {degree.year ? `${degree.name}, ${String(degree.year)}` : degree.name}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {degree.grantedBy}. {degree.detail}.
                  </p>
                </li>
              ))}
            </ul>
            <h3 className="mt-8 text-lg font-semibold text-primary">{copy.certificationsHeading}</h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {data.certifications.map((certification) => (
                <li key={certification.name} className="rounded-lg border border-border p-4">
                  <p className="font-semibold">{certification.name}</p>
                  <p className="text-sm text-muted-foreground">{certification.grantedBy}</p>
                </li>
              ))}
            </ul>
          </ProfilePart>

          <ProfilePart id="cv" heading={labelOf(toc, 'cv')}>
            <CheckList items={profile.cvHighlights} />
            <p className="mt-4" data-testid="testified-where">
              {`${profile.testified} `}
              <Link to={data.testimonyList.to} className="font-medium text-link underline">
                {copy.testimonyListLink}
              </Link>
            </p>
            <h3 className="mt-8 text-lg font-semibold text-primary">{copy.testimonyHeading}</h3>
            <p className="prose-page mt-2">{profile.testimonyExperience}</p>
            <h3 className="mt-8 text-lg font-semibold text-primary">{copy.recordsHeading}</h3>
            <p className="mt-2 text-muted-foreground">{copy.recordsIntro}</p>
            <DocumentLinks links={data.records} className="mt-4" />
          </ProfilePart>

          <ProfilePart id="affiliations" heading={labelOf(toc, 'affiliations')}>
            <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {profile.affiliations.map((affiliation) => (
                <li key={affiliation} className="border-l-2 border-primary pl-3">
                  {affiliation}
                </li>
              ))}
            </ul>
          </ProfilePart>

          <ProfilePart id="recognition" heading={labelOf(toc, 'recognition')}>
            <CheckList items={profile.recognition} />
          </ProfilePart>

          <ProfilePart id="publications" heading={labelOf(toc, 'publications')}>
            <ol className="space-y-4">
              {data.citations.map((citation) => (
                <li key={citation} className="flex gap-3">
                  <Icon icon={BookOpen} className="mt-1 size-5 shrink-0 text-primary" />
                  <p>{citation}</p>
                </li>
              ))}
            </ol>
          </ProfilePart>
        </div>
      </div>
    </section>
  )
}

/** The people besides the principal who sign reports and testify: each links to their page and CV. */
export function AboutTeam({
  heading,
  intro,
  cvLabel,
  members,
}: {
  heading: string
  intro: string
  cvLabel: string
  members: AboutPageData['team']
}) {
  if (!members.length) return null
  return (
    <Section id="team" heading={heading} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {members.map((member) => (
          <li key={member.slug} className="rounded-xl border border-border p-6">
            <h3 className="font-serif text-xl font-bold text-primary">
              <Link to={member.to} className="text-link underline">
                {member.name}
              </Link>
            </h3>
            <p className="font-medium text-muted-foreground">{[member.title, ...member.credentials].join(', ')}</p>
            <p className="mt-2">{member.summary}</p>
            <DocumentLinks
              links={[
                { label: `${member.name}: ${cvLabel}`, to: member.cv },
                { label: `${member.name}: page, testimony and rates`, to: member.to },
              ]}
              className="mt-4"
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
