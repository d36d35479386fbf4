/** The filtered request list as a CSV file, for administrators; each export is in the audit log. */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { toCsv } from '../../shared/lead-csv'
import type { StoredLead } from '../../shared/database/store-types'
import { withInput } from '../../shared/route-input'
import type { InboxContext } from './context'
import { listQuery } from './inputs'
import { inboxGuards, sessionOf } from './guards'
import { readFilter } from './request-filter'

export async function csvExportRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, collector } = context
  scope.get(
    '/inbox/export.csv',
    withInput({ input: { querystring: listQuery }, before: inboxGuards(context).adminPage }),
    async (request, reply) => {
      const { filter } = readFilter(request.query as z.infer<typeof listQuery>)
      const leads: StoredLead[] = []
      for (const id of await store.filteredIds(filter)) {
        const lead = await collector.store.getLead(id)
        if (lead) leads.push(lead)
      }
      await store.audit(sessionOf(request).staff.id, 'requests.exported')
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="requests-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(toCsv(leads))
    },
  )
}
