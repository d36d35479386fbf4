import type { StaffRole, TeamMember } from '~/config/content-schema/types'
import { testimonyProblems } from './testimony'

export function teamMemberPath(slug: string): string {
  return `/about/team/${slug}`
}

export function teamCvPath(slug: string): string {
  return `/downloads/cv-${slug}.pdf`
}

export function teamProblems(
  members: readonly (TeamMember & { slug: string })[],
  roles: readonly StaffRole[],
): string[] {
  const problems: string[] = []
  for (const role of roles) {
    if (!role.teamRole) continue
    const files = members.filter((member) => member.role === role.teamRole)
    if (files.length !== role.count) {
      problems.push(
        `firm/staff.yaml counts ${String(role.count)} ${role.role} (teamRole ${role.teamRole}), but content/firm/people/ has ${String(files.length)} ${files.length === 1 ? 'file' : 'files'} with that role${files.length ? ` (${files.map((member) => member.slug).join(', ')})` : ''}`,
      )
    }
  }
  const counted = new Set(roles.map((role) => role.teamRole).filter(Boolean))
  for (const member of members) {
    if (!counted.has(member.role))
      problems.push(`firm/people/${member.slug}.yaml: role "${member.role}" is no teamRole of firm/staff.yaml`)
    const courts = [
      ...member.matters,
      ...member.challenges.map((challenge) => ({ caption: challenge.matter, court: challenge.court })),
    ]
    problems.push(...testimonyProblems(courts).map((problem) => `firm/people/${member.slug}.yaml: ${problem}`))
  }
  return problems
}
