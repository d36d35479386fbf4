/** The fee schedule as a PDF: the same data as /fees (app/lib/firm/documents.ts). */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import { FEES_COPY } from '~/copy/fees'
import { FEE_SCHEDULE_COPY } from '~/copy/documents'
import type { FeeScheduleDocument } from '~/lib/firm/documents'
import type { DocumentMeta } from './cv-pdf'
import { Letterhead, PageFooter, Section, styles } from './pdf-theme'

const COLUMNS = [
  { key: 'work', width: '58%' },
  { key: 'rate', width: '24%' },
  { key: 'minimum', width: '18%' },
] as const

const ROLE_COLUMNS = [
  { key: 'role', width: '40%' },
  { key: 'analysis', width: '30%' },
  { key: 'testimony', width: '30%' },
] as const

export function FeeSchedulePdf({ fees, meta }: { fees: FeeScheduleDocument; meta: DocumentMeta }) {
  return (
    <Document {...meta}>
      <Page size="LETTER" style={styles.page}>
        <Letterhead letterhead={fees.letterhead} />
        <Text style={styles.name}>{FEE_SCHEDULE_COPY.heading}</Text>
        <Text style={styles.subtitle}>{fees.principal}</Text>
        <Text style={styles.meta}>{`${FEE_SCHEDULE_COPY.effective} ${fees.effective}`}</Text>

        <Section title={FEE_SCHEDULE_COPY.ratesHeading}>
          <View style={styles.headRow}>
            {COLUMNS.map((column) => (
              <Text key={column.key} style={{ width: column.width, fontWeight: 600 }}>
                {FEES_COPY.columns[column.key]}
              </Text>
            ))}
          </View>
          {fees.rates.map((row) => (
            <View key={row.key} style={styles.row} wrap={false}>
              {COLUMNS.map((column) => (
                <Text key={column.key} style={{ width: column.width, paddingRight: 4 }}>
                  {row[column.key]}
                </Text>
              ))}
            </View>
          ))}
        </Section>

        <Section title={FEES_COPY.roleRatesHeading}>
          <View style={styles.headRow}>
            {ROLE_COLUMNS.map((column) => (
              <Text key={column.key} style={{ width: column.width, fontWeight: 600 }}>
                {FEES_COPY.roleColumns[column.key]}
              </Text>
            ))}
          </View>
          {fees.roleRates.map((row) => (
            <View key={row.role} style={styles.row} wrap={false}>
              {ROLE_COLUMNS.map((column) => (
                <Text key={column.key} style={{ width: column.width, paddingRight: 4 }}>
                  {row[column.key]}
                </Text>
              ))}
            </View>
          ))}
        </Section>

        <Section title={FEE_SCHEDULE_COPY.termsHeading}>
          {fees.terms.map((term) => (
            <View key={term.label} style={styles.item} wrap={false}>
              <Text style={styles.itemTitle}>{term.label}</Text>
              <Text>{term.text}</Text>
            </View>
          ))}
        </Section>

        <Section title={FEE_SCHEDULE_COPY.stepsHeading}>
          {fees.steps.map((step, index) => (
            <View key={step.name} style={styles.item} wrap={false}>
              <Text style={styles.itemTitle}>{`${String(index + 1)}. ${step.name}`}</Text>
              <Text>{step.text}</Text>
            </View>
          ))}
          <Text style={[styles.small, { marginTop: 6 }]}>{`${FEE_SCHEDULE_COPY.online} ${fees.feesPage}`}</Text>
        </Section>

        <PageFooter label={`${fees.letterhead.firm}: ${FEE_SCHEDULE_COPY.footer}`} />
      </Page>
    </Document>
  )
}
