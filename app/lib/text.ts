// The one place text is cut.

/** The first sentence; the full stop of an honorific ("Ms. Avery Sample") ends no sentence. */
export function firstSentence(text: string): string {
  const trimmed = text.trim()
  const match = /^[\s\S]*?(?<!\b(?:Mr|Ms|Mrs|Dr|Prof))[.!?](?=\s+[A-Z0-9"'(]|$)/.exec(trimmed)
  return match ? match[0] : trimmed
}

export function excerpt(text: string, max: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ')
  if (trimmed.length <= max) return trimmed
  const cut = trimmed.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const words = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')
  return `${words}\u2026`
}

export function firstSentenceWithin(text: string, max: number): string {
  const sentence = firstSentence(text)
  return sentence.length <= max ? sentence : excerpt(sentence, max)
}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot)
}

export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

export function firstThatFits(candidates: readonly string[], max: number): string {
  return (
    candidates.find((candidate) => candidate.length <= max) ?? excerpt(candidates[candidates.length - 1] ?? '', max)
  )
}
