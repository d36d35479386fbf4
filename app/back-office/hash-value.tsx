/**
 * A SHA-256 as a person reads it: its first 12 characters, a button that copies the whole value (shown
 * once the page's script runs), and the full value in a disclosure, so a table column never takes the width.
 */
export function HashValue({ value, label = 'SHA-256' }: { value: string; label?: string }) {
  if (!value) return <span className="text-muted-foreground">Not recorded</span>
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <code className="font-mono text-xs whitespace-nowrap">{`${value.slice(0, 12)}…`}</code>
      <button
        type="button"
        hidden
        data-copy-hash={value}
        className="min-h-6 min-w-6 rounded border border-border px-2 text-xs text-link underline-offset-2 hover:underline"
      >
        Copy
      </button>
      <details className="w-full text-xs">
        <summary className="min-h-6 cursor-pointer py-1 text-muted-foreground">{`Full ${label}`}</summary>
        <code className="font-mono break-all">{value}</code>
      </details>
    </span>
  )
}
