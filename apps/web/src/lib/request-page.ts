import type { z } from 'zod';
import { type AnswerSchema, type Data, type RequestOptions, request } from './api-client';

type PageQuery = NonNullable<RequestOptions['query']> & { page: number; limit: number };

/**
 * GET one page of an admin list (`?page&limit&…` with the staff token): the rows and the paging
 * meta, the query's own page and limit when the answer carries none.
 */
export async function requestPage<Row extends z.ZodType>(
  path: string,
  query: PageQuery,
  schema: z.ZodArray<Row>,
  signal?: AbortSignal,
) {
  const { items, meta } = await requestPageOf(path, query, schema, (rows): z.infer<Row>[] => rows, signal);
  return { items, meta };
}

/**
 * The same for a list whose answer wraps its rows with figures of the whole list (the invoices'
 * totals, the centres' day summary): `rowsOf` finds the rows, `data` keeps the rest. `schema` may
 * be a lazy `import()` of it (decision 055).
 */
export async function requestPageOf<S extends AnswerSchema, Row>(
  path: string,
  query: PageQuery,
  schema: S | Promise<S>,
  rowsOf: (data: Data<S>) => Row[],
  signal?: AbortSignal,
) {
  const { data, meta } = await request('GET', path, { auth: 'staff', query, schema, signal });
  const items = rowsOf(data);
  return { data, items, meta: meta ?? { page: query.page, limit: query.limit, total: items.length } };
}
