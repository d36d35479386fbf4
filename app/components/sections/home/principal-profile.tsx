import Award from 'lucide/dist/esm/icons/award.mjs'
import GraduationCap from 'lucide/dist/esm/icons/graduation-cap.mjs'
import Users from 'lucide/dist/esm/icons/users.mjs'
import { Icon } from '~/components/ui/icon'
import { PortraitImage } from '~/components/ui/portrait-image'
import { Link } from '~/components/ui/link'
import { PAGE_LINKS } from '~/copy/navigation'
import { Button } from '~/components/ui/button'
import type { HomePageData } from '~/lib/pages/home.server'
import { HOME_FOLDS } from '~/copy/home'
import { fillTemplate } from '~/lib/text'
import { FoldOnPhone } from '../fold-on-phone'
import { Section } from '../section'

/** Two capital letters for the monogram, from the name without its honorific. */
function initialsOf(name: string): string {
  const words = name
    .replace(/^(Dr|Mr|Ms|Mrs|Prof)\.?\s+/i, '')
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`
}

export function PrincipalProfileSection({ profile }: { profile: HomePageData['profile'] }) {
  if (!profile.name) return null
  return (
    <Section id="profile" heading={profile.heading} intro={profile.intro}>
      <FoldOnPhone summary={fillTemplate(HOME_FOLDS.profile, { name: profile.name })}>
        <div className="grid gap-8 lg:grid-cols-[22rem_1fr] lg:gap-12">
          <div className="self-start rounded-2xl border border-border bg-muted p-6 md:p-8">
            {profile.portrait ? (
              <PortraitImage portrait={profile.portrait} name={profile.name} />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-20 items-center justify-center rounded-full bg-primary font-serif text-2xl font-bold text-accent"
              >
                {initialsOf(profile.name)}
              </span>
            )}
            <h3 className="mt-5 font-serif text-2xl font-bold text-primary">{profile.name}</h3>
            <p className="font-medium text-muted-foreground">{profile.title}</p>
            <h4 className="mt-6 flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-foreground">
              <Icon icon={GraduationCap} className="size-4 text-primary" />
              Credentials
            </h4>
            <ul className="mt-2 space-y-1.5 text-sm">
              {profile.credentials.map((credential) => (
                <li key={credential}>{credential}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="text-lg leading-relaxed">{profile.bio}</p>
            <div className="mt-8 grid gap-8 sm:grid-cols-2">
              <div>
                <h4 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-foreground">
                  <Icon icon={Award} className="size-4 text-primary" />
                  Experience
                </h4>
                <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted-foreground marker:text-primary">
                  {profile.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-foreground">
                  <Icon icon={Users} className="size-4 text-primary" />
                  {profile.affiliationsHeading}
                </h4>
                <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted-foreground marker:text-primary">
                  {profile.affiliations.map((affiliation) => (
                    <li key={affiliation}>{affiliation}</li>
                  ))}
                </ul>
              </div>
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild variant="professional">
                <Link to={`${PAGE_LINKS.about.to}#credentials`}>{profile.credentialsLink}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`${PAGE_LINKS.about.to}#publications`}>{profile.publicationsLink}</Link>
              </Button>
            </div>
          </div>
        </div>
      </FoldOnPhone>
    </Section>
  )
}
