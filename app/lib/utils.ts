import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No tailwind-merge: it weighs 8 KB gzipped, which every page would load for a
 * handful of overrides. A caller that must override a primitive's class uses Tailwind's important
 * modifier (`py-10!`) or a variant, never a competing class (see docs/decisions/008).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
