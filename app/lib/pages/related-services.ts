import type { Service } from '~/config/content-schema/types'

/** Two points per shared case type and one for the same group; ties by the firm's order. */
export function relatedServices(service: Service, all: readonly Service[], count: number): Service[] {
  const caseTypes = new Set(service.caseTypes)
  return all
    .map((other, index) => {
      const shared = other.caseTypes.filter((name) => caseTypes.has(name)).length
      return { other, index, score: shared * 2 + (other.group === service.group ? 1 : 0) }
    })
    .filter(({ other, score }) => other.slug !== service.slug && score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}
