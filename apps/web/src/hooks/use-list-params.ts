import { parsePageNumber } from '@cic/contract';
import { listParamEntries, type PagedListQuery } from '@/lib/paged-list-query';
import { useAddressParams } from './use-address-params';

type FilterValues = Record<string, string | boolean | undefined>;

/**
 * A list's filters and page kept in the address bar, so a reload or a shared link shows the same:
 * `read` takes the filters from it; `set` writes them back (`listParamEntries`) over the filters
 * the address holds then, a new search or filter starting at page 1. A missing or broken page (the
 * API's decimal page rule) is page 1.
 */
export function useListParams<Filters extends FilterValues>(read: (params: URLSearchParams) => Filters) {
  const { params, update } = useAddressParams();
  const filters = read(params);
  const pageText = params.get('page');
  const page = (pageText === null ? null : parsePageNumber(pageText)) ?? 1;
  const set = (
    { page: nextPage, ...changed }: Partial<Filters> & { page?: number },
    { replace = nextPage === undefined }: { replace?: boolean } = {},
  ) => update((live) => listParamEntries({ ...read(live), ...changed }, nextPage), { replace });
  return { filters, page, set };
}

const readSearch = (params: URLSearchParams) => ({ search: params.get('search')?.trim() || undefined });

/** A searchable list's search and page in the address bar, as the API's list query. */
export function useSearchListParams(limit: number) {
  const { filters, page, set } = useListParams(readSearch);
  const query: PagedListQuery = { search: filters.search, page, limit };
  return { query, set };
}
