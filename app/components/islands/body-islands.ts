import type { ComponentType } from 'react'

/**
 * The code of each kind of body island (components/islands/island.tsx), loaded only when an island of
 * that kind hydrates (decision 033).
 */
export const BODY_ISLANDS = {
  faq: () => import('~/components/sections/faq-list').then((module) => module.FaqList),
  'case-study-browser': () =>
    import('~/components/sections/case-studies/case-study-browser').then((module) => module.CaseStudyBrowser),
  'quick-contact-form': () => import('~/components/forms/quick-contact-form').then((module) => module.QuickContactForm),
  'contact-form': () => import('~/components/forms/contact-form').then((module) => module.ContactForm),
  'schedule-form': () => import('~/components/forms/schedule-form').then((module) => module.ScheduleForm),
  notifications: () => import('~/components/ui/notifications').then((module) => module.Notifications),
  'search-page': () =>
    import('~/components/sections/search/search-page-content').then((module) => module.SearchPageContent),
  calculator: () =>
    import('~/components/calculator/economic-loss-calculator').then((module) => module.EconomicLossCalculator),
  'not-found': () => import('~/components/sections/not-found-island').then((module) => module.NotFoundIsland),
} satisfies Record<string, () => Promise<ComponentType<never>>>

export type BodyIslandName = keyof typeof BODY_ISLANDS
