import { FEATURE_MIGRATIONS } from '../../server/migrations'
import type { FeatureMigrations } from '../../server/shared/database/migrations'

/** The lists as they stood when `feature` was at `version`: the features before it whole, the ones after it absent. */
export function migrationsUpTo(feature: string, version: number): FeatureMigrations[] {
  const at = FEATURE_MIGRATIONS.findIndex((list) => list.feature === feature)
  const list = FEATURE_MIGRATIONS[at]
  if (!list) throw new Error(`no migration list for ${feature}`)
  return [
    ...FEATURE_MIGRATIONS.slice(0, at),
    { feature, migrations: list.migrations.filter((step) => step.version <= version) },
  ]
}
