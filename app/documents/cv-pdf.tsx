/** The curriculum vitae as a PDF: the same data as /about and /about/testimony (app/lib/firm/documents.ts). */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import type { CvDocument } from '~/lib/firm/documents'
import { CV_COPY } from '~/copy/documents'
import { Bullets, Letterhead, PageFooter, Section, styles } from './pdf-theme'

const COLUMNS = [
  { key: 'dateLabel', width: '14%' },
  { key: 'caption', width: '35%' },
  { key: 'court', width: '27%' },
  { key: 'type', width: '11%' },
  { key: 'retainedBy', width: '13%' },
] as const

type TestimonyRow = CvDocument['testimony'][number]

/** The case cell: the caption, then the docket and the retaining counsel's firm where given. */
function caseCell(row: TestimonyRow): string {
  return [row.caption, row.docket, row.retainingFirm ? `${CV_COPY.retainingFirm} ${row.retainingFirm}` : undefined]
    .filter(Boolean)
    .join('; ')
}

export function CvPdf({ cv, meta }: { cv: CvDocument; meta: DocumentMeta }) {
  return (
    <Document {...meta}>
      <Page size="LETTER" style={styles.page}>
        <Letterhead letterhead={cv.letterhead} />
        <Text style={styles.name}>{cv.name}</Text>
        <Text style={styles.subtitle}>{cv.jobTitle}</Text>
        <Text style={styles.meta}>{`${CV_COPY.revised} ${cv.revised}`}</Text>
        {cv.rates && (
          <Text
            style={styles.meta}
          >{`${CV_COPY.rates} ${cv.rates.analysis} (${CV_COPY.analysis}); ${cv.rates.testimony} (${CV_COPY.testimonyRate})`}</Text>
        )}

        <Section title={CV_COPY.summary}>
          {cv.summary.map((paragraph) => (
            <Text key={paragraph} style={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
        </Section>

        <Section title={CV_COPY.education}>
          {cv.degrees.map((degree) => (
            <View key={degree.name} style={styles.item} wrap={false}>
              <Text style={styles.itemTitle}>{degree.name}</Text>
              <Text style={styles.small}>
                {`${degree.grantedBy}. ${'detail' in degree ? (degree.detail ?? '') : ''}`.trim()}
              </Text>
            </View>
          ))}
        </Section>

        <Section title={CV_COPY.certifications}>
          {cv.certifications.map((certification) => (
            <View key={certification.name} style={styles.item} wrap={false}>
              <Text style={styles.itemTitle}>{certification.name}</Text>
              <Text style={styles.small}>{certification.grantedBy}</Text>
            </View>
          ))}
        </Section>

        <Section title={CV_COPY.positions}>
          <Bullets items={cv.positions} />
          <Text
            style={[styles.paragraph, { marginTop: 6 }]}
          >{`${cv.testified} ${CV_COPY.online} ${cv.testimonyPage}`}</Text>
        </Section>

        <Section title={CV_COPY.publications}>
          {cv.publications.length ? (
            cv.publications.map((citation) => (
              <View key={citation} style={styles.item} wrap={false}>
                <Text>{citation}</Text>
              </View>
            ))
          ) : (
            <Text>{CV_COPY.noPublications}</Text>
          )}
        </Section>

        <Section title={CV_COPY.testimony}>
          <Text style={styles.paragraph}>{`${CV_COPY.testimonyIntro} ${CV_COPY.asOf} ${cv.asOf}.`}</Text>
          {cv.testimony.length ? (
            <View>
              <View style={styles.headRow} fixed>
                {COLUMNS.map((column) => (
                  <Text key={column.key} style={{ width: column.width, fontWeight: 600, fontSize: 9, paddingRight: 4 }}>
                    {CV_COPY.columns[column.key]}
                  </Text>
                ))}
              </View>
              {cv.testimony.map((row) => (
                <View key={`${row.date}-${row.caption}`} style={styles.row} wrap={false}>
                  {COLUMNS.map((column) => (
                    <Text key={column.key} style={{ width: column.width, fontSize: 9, paddingRight: 4 }}>
                      {column.key === 'caption' ? caseCell(row) : String(row[column.key])}
                    </Text>
                  ))}
                </View>
              ))}
              <Text style={[styles.small, { marginTop: 6 }]}>
                {`${CV_COPY.split} ${cv.split.map((side) => `${side.label} ${String(side.count)}${cv.showPercent ? ` (${String(side.percent)}%)` : ''}`).join(', ')}. ${CV_COPY.online} ${cv.testimonyPage}`}
              </Text>
            </View>
          ) : (
            <Text>{CV_COPY.noTestimony}</Text>
          )}
        </Section>

        <Section title={CV_COPY.challenges}>
          <Text style={styles.paragraph}>{CV_COPY.challengesIntro}</Text>
          {cv.challenges.length ? (
            cv.challenges.map((challenge) => (
              <View key={`${challenge.rulingDate}-${challenge.matter}`} style={styles.item} wrap={false}>
                <Text style={styles.itemTitle}>{`${challenge.matter}: ${challenge.outcome}`}</Text>
                <Text
                  style={styles.small}
                >{`${challenge.court}; ${CV_COPY.ruled} ${challenge.ruled}; ${challenge.standard}${challenge.citation ? `; ${challenge.citation}` : ''}`}</Text>
                <Text>{challenge.summary}</Text>
              </View>
            ))
          ) : (
            <Text>{CV_COPY.noChallenges}</Text>
          )}
        </Section>

        <Section title={CV_COPY.affiliations}>
          <Bullets items={cv.affiliations} />
        </Section>

        {cv.recognition.length > 0 && (
          <Section title={CV_COPY.recognition}>
            <Bullets items={cv.recognition} />
          </Section>
        )}

        <PageFooter label={`${cv.name}: ${CV_COPY.footer}`} />
      </Page>
    </Document>
  )
}

/** The PDF's document information, set by the writer (documents.ts). */
export interface DocumentMeta {
  title: string
  author: string
  subject: string
  creator: string
  producer: string
  language: string
  creationDate: Date
  modificationDate: Date
}
