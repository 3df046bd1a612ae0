import {
  ageingExportQuerySchema,
  ageingQuerySchema,
  ageingRowSchema,
  ageingSummaryQuerySchema,
  ageingSummarySchema,
  pageEnvelope,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { csvAttachment, csvDownload } from '../../http/csv-attachment';
import { access, ok, okPage, readerLanguage, route } from '../../http/route-kit';
import { ageingCsv, ageingCsvFileName, ageingExportBatchSize } from './ageing-csv';
import { createAgeingService } from './ageing-service';

const admin = { access: access.admin('BILLING'), tag: 'admin billing' } as const;
const base = '/api/v2/admin/billing/ageing';

/** The ageing of what families owe (issue 41): its page, its totals and its CSV. */
export function ageingRoutes(ctx: AppContext) {
  const ageing = createAgeingService(ctx);
  return [
    route({
      ...admin,
      method: 'GET',
      path: base,
      operationId: 'listAgeing',
      summary:
        'What each family (or child with no family) owes at a centre, by days past the due dates (current, 1–30, 31–60, 61–90, over 90), paged, the most owed first; filter by centre, family or child name, bucket and the day it is aged at',
      query: ageingQuerySchema,
      response: pageEnvelope(ageingRowSchema),
      handle: async ({ query }) => {
        const { rows, meta } = await ageing.list(query);
        return okPage(rows, meta);
      },
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/summary`,
      operationId: 'getAgeingSummary',
      summary: "The list's rows summed by bucket, per centre and over all, for the same filters",
      query: ageingSummaryQuerySchema,
      response: successEnvelope(ageingSummarySchema),
      handle: async ({ query }) => ok(await ageing.summary(query)),
    }),
    route({
      ...admin,
      method: 'GET',
      path: `${base}/export`,
      operationId: 'exportAgeing',
      summary:
        "Every row the filters match as a CSV attachment (UTF-8 with a byte order mark), by centre and family, worded in the reader's language (Accept-Language)",
      query: ageingExportQuerySchema,
      ...csvDownload,
      handle: async ({ query, reply, request }) =>
        csvAttachment(
          reply,
          ageingCsvFileName(ageing.asOf(query)),
          ageingCsv(ageing.exportBatches(query, ageingExportBatchSize), readerLanguage(request)),
        ),
    }),
  ];
}
