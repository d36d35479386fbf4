// Placeholders such as {{principal.name}} and {{firm.phone}} let content state a fact kept elsewhere once; an unknown one is an error.

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}/g

/** The text with every placeholder replaced, or the names it could not fill. */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
): { text: string; unknown: string[] } {
  const unknown: string[] = []
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) {
      unknown.push(name)
      return whole
    }
    return value
  })
  if (/\{\{|\}\}/.test(filled.replace(PLACEHOLDER, '')))
    unknown.push(...(filled.match(/\{\{[^}]*\}?\}?/g) ?? []).filter((match) => !PLACEHOLDER.test(match)))
  return { text: filled, unknown: [...new Set(unknown)] }
}

export function fillPlaceholdersDeep<T>(
  value: T,
  values: Readonly<Record<string, string>>,
  at = '',
): { value: T; problems: string[] } {
  if (typeof value === 'string') {
    const { text, unknown } = fillPlaceholders(value, values)
    return {
      value: text as T,
      problems: unknown.map((name) => `${at || '(text)'}: unknown placeholder {{${name.replace(/^\{\{|\}\}$/g, '')}}}`),
    }
  }
  if (Array.isArray(value)) {
    const problems: string[] = []
    const filled = value.map((item, index) => {
      const result = fillPlaceholdersDeep(item, values, `${at}[${index}]`)
      problems.push(...result.problems)
      return result.value
    })
    return { value: filled as T, problems }
  }
  if (value && typeof value === 'object') {
    const problems: string[] = []
    const filled = Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const result = fillPlaceholdersDeep(item, values, at ? `${at}.${key}` : key)
        problems.push(...result.problems)
        return [key, result.value]
      }),
    )
    return { value: filled as T, problems }
  }
  return { value, problems: [] }
}
