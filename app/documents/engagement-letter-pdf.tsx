/**
 * The engagement letter as a PDF: at build, the sample (/downloads/sample-engagement-letter.pdf, the
 * template with placeholder case details); at run time, the signed letter, followed by its signature
 * certificate page (the audit trail and the SHA-256 of the exact text signed); once the firm countersigns, the
 * final letter with both signature blocks and a certificate page with both audit trails. Also the sample W-9
 * stand-in the build makes when the firm has not dropped in its own.
 */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import { letterParagraphs } from '~/lib/engagement/letter'
import { isTableBlock, tableCells } from '~/lib/engagement/letter-terms'
import type { DocumentMeta } from './cv-pdf'
import { Letterhead, PageFooter, Section, styles } from './pdf-theme'

interface CertificateLine {
  label: string
  value: string
}

export interface EngagementLetterPdfInput {
  letterhead: { firm: string; address: string; contact: string }
  title: string
  letter: string
  /** A line under the title ("Sample: the case details are placeholders"), if any */
  note?: string
  /** The signature certificate's lines, for a signed letter */
  certificate?: readonly CertificateLine[]
  /** For a countersigned letter: each party's signature block, and the certificate's sections (one audit trail each) */
  signatureBlocks?: ReadonlyArray<{ party: string; lines: readonly string[] }>
  certificateSections?: ReadonlyArray<{ title: string; lines: readonly CertificateLine[] }>
  footer: string
}

function CertificateLines({ lines }: { lines: readonly CertificateLine[] }) {
  return lines.map((line) => (
    <View key={line.label} style={styles.row} wrap={false}>
      <Text style={{ width: '32%', fontWeight: 600 }}>{line.label}</Text>
      <Text style={{ width: '68%' }}>{line.value}</Text>
    </View>
  ))
}

export function EngagementLetterPdf({ input, meta }: { input: EngagementLetterPdfInput; meta: DocumentMeta }) {
  return (
    <Document {...meta}>
      <Page size="LETTER" style={styles.page}>
        <Letterhead letterhead={input.letterhead} />
        <Text style={styles.name}>{input.title}</Text>
        {input.note ? <Text style={styles.meta}>{input.note}</Text> : null}
        <View style={styles.section}>
          {letterParagraphs(input.letter).map((paragraph, index) =>
            isTableBlock(paragraph) ? (
              <View key={index} style={styles.paragraph}>
                {tableCells(paragraph).map((row, rowIndex) => (
                  <View key={rowIndex} style={{ flexDirection: 'row' }}>
                    {row.map((cell, column) => (
                      <Text
                        key={column}
                        style={{ width: column < 2 ? '30%' : '20%', ...(rowIndex === 0 ? { fontWeight: 600 } : {}) }}
                      >
                        {cell}
                      </Text>
                    ))}
                  </View>
                ))}
              </View>
            ) : (
              <Text key={index} style={styles.paragraph}>
                {paragraph}
              </Text>
            ),
          )}
        </View>
        {input.signatureBlocks?.map((block) => (
          <View key={block.party} style={styles.section} wrap={false}>
            <Text style={{ fontWeight: 600 }}>{block.party}</Text>
            {block.lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </View>
        ))}
        <PageFooter label={input.footer} />
      </Page>
      {input.certificateSections ? (
        <Page size="LETTER" style={styles.page}>
          <Letterhead letterhead={input.letterhead} />
          <Text style={styles.name}>Signature certificate</Text>
          {input.certificateSections.map((section) => (
            <Section key={section.title} title={section.title}>
              <CertificateLines lines={section.lines} />
            </Section>
          ))}
          <PageFooter label={input.footer} />
        </Page>
      ) : null}
      {input.certificate ? (
        <Page size="LETTER" style={styles.page}>
          <Letterhead letterhead={input.letterhead} />
          <Text style={styles.name}>Signature certificate</Text>
          <Section title="Audit trail">
            <CertificateLines lines={input.certificate} />
          </Section>
          <PageFooter label={input.footer} />
        </Page>
      ) : null}
    </Document>
  )
}

/** The stand-in for the firm's W-9 until it drops its own in: it says, in large type, what it is not. */
export function SampleW9Pdf({ firm, meta }: { firm: string; meta: DocumentMeta }) {
  return (
    <Document {...meta}>
      <Page size="LETTER" style={styles.page}>
        <Text style={{ ...styles.name, fontSize: 40, lineHeight: 1.2, marginTop: 120 }}>SAMPLE</Text>
        <Text style={{ ...styles.name, fontSize: 28, lineHeight: 1.25 }}>This is not a W-9.</Text>
        <Text
          style={{ fontSize: 14, marginTop: 24 }}
        >{`${firm} has not yet placed its Form W-9 on this site. Ask the office for the signed form; do not use this page for tax reporting.`}</Text>
      </Page>
    </Document>
  )
}
