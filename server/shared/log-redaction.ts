/**
 * Bearer tokens never reach a log: the engagement link (/engage/{token}), the enrollment link
 * (/inbox/enroll/{token}) and the booking link's `t=` query are cut from every line the server writes.
 */
// A path segment or query value as it can appear in a URL or in the JSON of a log line.
const SEGMENT = String.raw`[^/?#&\s"'\\<>]+`
// /engage/uploads/{id} and /engage/assets/{file} carry no token.
const ENGAGE_TOKEN = new RegExp(String.raw`(/engage/)(?!(?:uploads|assets)(?:[/?#"\s\\]|$))${SEGMENT}`, 'g')
const ENROLL_TOKEN = new RegExp(String.raw`(/inbox/enroll/)${SEGMENT}`, 'g')
const QUERY_TOKEN = new RegExp(String.raw`([?&](?:t|token)=)${SEGMENT}`, 'g')

/** The text with every token a link may carry replaced: `/engage/[token]`, `/inbox/enroll/[token]`, `?t=[redacted]`. */
export function redactTokens(text: string): string {
  return text.replace(ENGAGE_TOKEN, '$1[token]').replace(ENROLL_TOKEN, '$1[token]').replace(QUERY_TOKEN, '$1[redacted]')
}

/** Where the server's log lines go: each line is redacted on its way to `destination` (standard output by default). */
export function redactingDestination(destination: { write(line: string): unknown } = process.stdout): {
  write(line: string): void
} {
  return { write: (line: string) => void destination.write(redactTokens(line)) }
}
