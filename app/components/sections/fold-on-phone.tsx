import type * as React from 'react'

/**
 * Content folded behind its summary on a phone and shown open from 768 px, where the browser can
 * style a disclosure's content (`fold-on-phone` in app/site-styles.css); elsewhere it stays a native
 * disclosure that opens with a tap, with or without JavaScript. Decision 038.
 */
export function FoldOnPhone({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <details className="fold-on-phone">
      <summary>{summary}</summary>
      {children}
    </details>
  )
}
