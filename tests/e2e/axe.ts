import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The page's axe violations against WCAG 2.2 AA (target size included), as readable lines; `include`
 * limits the check to the parts of a page this project adds to another's (the content editor's messages
 * in Keystatic's page).
 */
export async function violations(page: Page, include: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  for (const selector of include) builder.include(selector)
  const results = await builder
    .withTags(WCAG_TAGS)
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
}
