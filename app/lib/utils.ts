import { clsx, type ClassValue } from 'clsx'

// No tailwind-merge: 8 KB gzipped on every page for a few overrides. Override with the important modifier (`py-10!`) or a
// variant, never a competing class: docs/decisions/008-javascript-budget.md.
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
