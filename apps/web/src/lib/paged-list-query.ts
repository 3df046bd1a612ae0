import { parsePageNumber } from '@cic/contract';

/** A searchable admin list's query: what the API's `search`, `page` and `limit` take. */
export type PagedListQuery = { search: string | undefined; page: number; limit: number };

/**
 * The list query from the address bar's `search` and `page` (so a reload or a shared link shows the
 * same page): a blank search is none; a missing or broken page (the API's decimal page rule) is page 1.
 */
export function pagedListQuery(params: URLSearchParams, limit: number): PagedListQuery {
  const search = params.get('search')?.trim() || undefined;
  const page = params.get('page');
  return { search, page: (page === null ? null : parsePageNumber(page)) ?? 1, limit };
}

/**
 * What the address bar keeps of a list's filters and page: each filter that is given ('true' for a
 * ticked box; nothing for an empty or unticked one), and the page past the first.
 */
export function listParamEntries(
  filters: Record<string, string | boolean | undefined>,
  page: number | undefined,
): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value) entries[key] = value === true ? 'true' : value;
  }
  if (page && page > 1) entries.page = String(page);
  return entries;
}

/** 'Showing 21–40 of 53' figures and the page count; an empty list is 0–0 of 0 on page 1 of 1. */
export function pageSummary(meta: { page: number; limit: number; total: number }) {
  const pageCount = Math.max(1, Math.ceil(meta.total / meta.limit));
  const from = meta.total === 0 ? 0 : Math.min((meta.page - 1) * meta.limit + 1, meta.total);
  const to = Math.min(meta.page * meta.limit, meta.total);
  return {
    from,
    to,
    total: meta.total,
    pageCount,
    hasPrevious: meta.page > 1,
    hasNext: meta.page < pageCount,
  };
}
