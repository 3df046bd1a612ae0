import type { z } from 'zod';
import { type RequestOptions, request } from './api-client';

type PageQuery = NonNullable<RequestOptions['query']> & { page: number; limit: number };

/**
 * GET one page of an admin list (`?page&limit&…` with the staff token): the rows and the paging
 * meta, the query's own page and limit when the answer carries none.
 */
export async function requestPage<S extends z.ZodArray<z.ZodType>>(
  path: string,
  query: PageQuery,
  schema: S,
  signal?: AbortSignal,
) {
  const { data, meta } = await request('GET', path, { auth: 'staff', query, schema, signal });
  return { items: data, meta: meta ?? { page: query.page, limit: query.limit, total: data.length } };
}
