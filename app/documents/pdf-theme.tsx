/**
 * The documents' fonts and shared parts. The fonts are Source Sans 3 and Source Serif 4 (SIL Open Font
 * License) from their @fontsource packages, registered by file and embedded (subset) in each PDF: the
 * standard PDF fonts are not embedded, and a reader without them would substitute its own.
 */
import { createRequire } from 'node:module'
import { Font, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'

const require = createRequire(import.meta.url)

const SANS = 'Source Sans 3'
const SERIF = 'Source Serif 4'

let registered = false

/** Registers the fonts once per process; a missing font file fails here, naming the file. */
export function registerDocumentFonts(): void {
  if (registered) return
  Font.register({
    family: SANS,
    fonts: [
      { src: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff'), fontWeight: 400 },
      { src: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff'), fontWeight: 600 },
    ],
  })
  Font.register({
    family: SERIF,
    fonts: [
      {
        src: require.resolve('@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff'),
        fontWeight: 700,
      },
    ],
  })
  // Words are never hyphenated: a title split across lines with a hyphen would no longer read as itself.
  Font.registerHyphenationCallback((word) => [word])
  registered = true
}

const COLORS = { ink: '#1f2937', muted: '#4b5563', rule: '#cbd5e1', accent: '#1e3a5f' } as const

export const styles = StyleSheet.create({
  page: {
    fontFamily: SANS,
    fontSize: 10,
    lineHeight: 1.4,
    color: COLORS.ink,
    paddingTop: 54,
    paddingBottom: 60,
    paddingHorizontal: 56,
  },
  firm: { fontSize: 9, color: COLORS.muted },
  name: {
    fontFamily: SERIF,
    fontWeight: 700,
    fontSize: 20,
    lineHeight: 1.25,
    color: COLORS.accent,
    marginTop: 8,
    marginBottom: 2,
  },
  subtitle: { fontSize: 11, fontWeight: 600, marginTop: 2 },
  meta: { fontSize: 9, color: COLORS.muted, marginTop: 2 },
  section: { marginTop: 16 },
  heading: {
    fontFamily: SERIF,
    fontWeight: 700,
    fontSize: 12.5,
    color: COLORS.accent,
    borderBottomWidth: 0.75,
    borderBottomColor: COLORS.rule,
    paddingBottom: 3,
    marginBottom: 6,
  },
  paragraph: { marginBottom: 5 },
  item: { marginBottom: 4 },
  itemTitle: { fontWeight: 600 },
  small: { fontSize: 9, color: COLORS.muted },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLORS.rule, paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottomWidth: 0.75, borderBottomColor: COLORS.ink, paddingBottom: 3 },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 56,
    right: 56,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: COLORS.muted,
  },
})

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  )
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={{ flexDirection: 'row', marginBottom: 3 }} wrap={false}>
          <Text style={{ width: 10 }}>{'\u2022'}</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

/** The running footer: the document's name on the left, the page number on the right. */
export function PageFooter({ label }: { label: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{label}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${String(pageNumber)} of ${String(totalPages)}`} />
    </View>
  )
}

export function Letterhead({ letterhead }: { letterhead: { firm: string; address: string; contact: string } }) {
  return (
    <View>
      <Text style={styles.firm}>{letterhead.firm}</Text>
      <Text style={styles.firm}>{letterhead.address}</Text>
      <Text style={styles.firm}>{letterhead.contact}</Text>
    </View>
  )
}
