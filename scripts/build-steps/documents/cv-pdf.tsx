/** The curriculum vitae as a PDF: the same data as /about and /about/testimony (app/lib/firm/documents.ts). */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import type { CvDocument } from '~/lib/firm/documents'
import { CV_COPY } from '~/content/documents'
import { Bullets, Letterhead, PageFooter, Section, styles } from './pdf-theme'

const COLUMNS = [
  { key: 'year', width: '8%' },
  { key: 'caption', width: '37%' },
  { key: 'court', width: '29%' },
  { key: 'type', width: '12%' },
  { key: 'retainedBy', width: '14%' },
] as const

export function CvPdf({ cv, meta }: { cv: CvDocument; meta: DocumentMeta }) {
  return (
    <Document {...meta}>
      <Page size="LETTER" style={styles.page}>
        <Letterhead letterhead={cv.letterhead} />
        <Text style={styles.name}>{cv.name}</Text>
        <Text style={styles.subtitle}>{cv.jobTitle}</Text>
        <Text style={styles.meta}>{`${CV_COPY.revised} ${cv.revised}`}</Text>

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
              <Text style={styles.small}>{`${degree.grantedBy}. ${degree.detail ?? ''}`.trim()}</Text>
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
        </Section>

        <Section title={CV_COPY.publications}>
          {cv.publications.length ? (
            cv.publications.map((publication) => (
              <View key={publication.title} style={styles.item} wrap={false}>
                <Text style={styles.itemTitle}>{publication.title}</Text>
                <Text style={styles.small}>{`${publication.venue}, ${String(publication.year)}`}</Text>
              </View>
            ))
          ) : (
            <Text>{CV_COPY.noPublications}</Text>
          )}
        </Section>

        <Section title={CV_COPY.testimony}>
          <Text style={styles.paragraph}>{CV_COPY.testimonyIntro}</Text>
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
                      {column.key === 'caption' && row.docket ? `${row.caption}, ${row.docket}` : String(row[column.key])}
                    </Text>
                  ))}
                </View>
              ))}
              <Text style={[styles.small, { marginTop: 6 }]}>
                {`${CV_COPY.split} ${cv.split.map((side) => `${side.label} ${String(side.count)}`).join(', ')}. ${CV_COPY.online} ${cv.testimonyPage}`}
              </Text>
            </View>
          ) : (
            <Text>{CV_COPY.noTestimony}</Text>
          )}
        </Section>

        <Section title={CV_COPY.affiliations}>
          <Bullets items={cv.affiliations} />
        </Section>

        <Section title={CV_COPY.recognition}>
          <Bullets items={cv.recognition} />
        </Section>

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
