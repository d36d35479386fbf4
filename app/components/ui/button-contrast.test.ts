import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { contrastRatio } from '~/lib/contrast'
import { buttonVariants } from './button'

// The site's theme and named classes live in site-styles.css, imported by the public stylesheet (app.css) and by the inbox's.
const css = fs.readFileSync(path.resolve('app/site-styles.css'), 'utf8')
const TOKENS: Record<string, string> = Object.fromEntries(
  [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,6})/gi)].map((m) => [m[1]!, m[2]!]),
)
TOKENS.white = '#ffffff'
/** The utilities behind each named class of site-styles.css (`.btn-hero { @apply ... }`). */
const APPLIED: Record<string, string> = {}
for (const [, name, body] of css.matchAll(/^\s*\.([\w-]+)\s*\{([^}]*)\}/gm)) {
  const utilities = [...body!.matchAll(/@apply\s+([^;]+);/g)].map((m) => m[1]!.trim())
  if (utilities.length) APPLIED[name!] = utilities.join(' ')
}
/** A button's classes with each named class replaced by its utilities. */
const utilitiesOf = (classes: string) => classes.split(/\s+/).flatMap((c) => (APPLIED[c] ?? c).split(/\s+/))

const VARIANTS = ['default', 'outline', 'secondary', 'ghost', 'hero', 'hero-outline', 'professional'] as const
/** Where each variant is used: hero-outline sits on the dark hero, the rest on the page background. */
const SURFACE: Partial<Record<(typeof VARIANTS)[number], string>> = { 'hero-outline': 'primary' }

function colours(classes: string, state: 'rest' | 'hover', surface: string) {
  // The first class of that kind naming a colour token (text-sm is a size, text-primary a colour).
  const find = (prefix: string) =>
    [...classes.matchAll(new RegExp(`(?:^|\\s)${prefix}-([\\w-]+)`, 'g'))]
      .map((m) => m[1]!)
      .find((token) => token in TOKENS || token === 'transparent')
  const pick = (kind: 'bg' | 'text') => (state === 'hover' ? find(`hover:${kind}`) : undefined) ?? find(kind)
  const bg = pick('bg')
  const text = pick('text') ?? 'foreground'
  const background = !bg || bg === 'transparent' ? surface : bg
  return { fg: TOKENS[text], bg: TOKENS[background] }
}

describe('button variants meet WCAG AA contrast in every state', () => {
  for (const variant of VARIANTS) {
    for (const state of ['rest', 'hover'] as const) {
      test(`${variant} (${state})`, () => {
        const classes = utilitiesOf(buttonVariants({ variant }))
          .filter((c) => !c.startsWith('focus-visible:') && !c.startsWith('disabled:') && !c.startsWith('[&'))
          .join(' ')
        // Disabled controls are exempt from contrast requirements (WCAG 1.4.3).
        const { fg, bg } = colours(classes, state, SURFACE[variant] ?? 'background')
        expect(fg, 'foreground colour resolved').toBeTruthy()
        expect(bg, 'background colour resolved').toBeTruthy()
        expect(contrastRatio(fg!, bg!)).toBeGreaterThanOrEqual(4.5)
      })
    }
    test(`${variant} (focus): the focus ring stands out from the surface at 3:1`, () => {
      const ring =
        utilitiesOf(buttonVariants({ variant }))
          .join(' ')
          .match(/focus-visible:ring-(?!\d|offset)([\w-]+)/g)
          ?.at(-1)
          ?.replace('focus-visible:ring-', '') ?? 'ring'
      expect(TOKENS[ring], `ring colour ${ring}`).toBeTruthy()
      expect(contrastRatio(TOKENS[ring]!, TOKENS[SURFACE[variant] ?? 'background']!)).toBeGreaterThanOrEqual(3)
    })
  }

  test('every named class a button carries is defined in the site stylesheet', () => {
    for (const variant of VARIANTS) {
      for (const size of ['default', 'sm', 'lg', 'icon'] as const) {
        const named = buttonVariants({ variant, size })
          .split(/\s+/)
          .filter((c) => c.startsWith('btn'))
        expect(named.length).toBeGreaterThanOrEqual(3)
        for (const name of named) expect(APPLIED[name], `.${name} in site-styles.css`).toBeTruthy()
      }
    }
  })

  test('the contrast formula matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1)
  })
})
