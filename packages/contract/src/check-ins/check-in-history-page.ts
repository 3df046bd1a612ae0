import { z } from 'zod';
import { pageMetaSchema } from '../shared/api-envelope';
import { pageQuerySchema } from '../shared/page-query';
import { checkInHistorySchema } from './check-in-history';

/** `GET /parent/children/{id}/check-in?page&limit`: `page` and `limit` count Kuala Lumpur days (default 1 and 50, limit at most 100). */
export const checkInHistoryQuerySchema = pageQuerySchema;
export type CheckInHistoryQuery = z.infer<typeof checkInHistoryQuerySchema>;

/** One page of a child's history: days newest first, `meta.total` is the number of days with any record. */
export const checkInHistoryPageSchema = z.object({
  success: z.literal(true),
  data: checkInHistorySchema,
  meta: pageMetaSchema,
  message: z.string().optional(),
});
export type CheckInHistoryPage = z.infer<typeof checkInHistoryPageSchema>;
