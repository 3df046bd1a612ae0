import { parsePageNumber } from '@cic/contract';
import { useSearchParams } from 'react-router';
import { listParamEntries } from '@/lib/paged-list-query';

type FilterValues = Record<string, string | boolean | undefined>;

/**
 * A list's filters and page kept in the address bar, so a reload or a shared link shows the same:
 * `read` takes the filters from it; `set` writes them back (`listParamEntries`), a new search or
 * filter starting at page 1. A missing or broken page (the API's decimal page rule) is page 1.
 */
export function useListParams<Filters extends FilterValues>(read: (params: URLSearchParams) => Filters) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const pageText = params.get('page');
  const page = (pageText === null ? null : parsePageNumber(pageText)) ?? 1;
  const set = (
    { page: nextPage, ...changed }: Partial<Filters> & { page?: number },
    { replace = nextPage === undefined }: { replace?: boolean } = {},
  ) => setParams(listParamEntries({ ...filters, ...changed }, nextPage), { replace });
  return { filters, page, set };
}
