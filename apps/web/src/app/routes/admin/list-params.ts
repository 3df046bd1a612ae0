import { useSearchParams } from 'react-router';
import { pagedListQuery } from '@/lib/paged-list-query';

/** An admin list's search and page in the address bar; a new search starts at page 1. */
export function useListParams(limit: number) {
  const [params, setParams] = useSearchParams();
  const query = pagedListQuery(params, limit);
  const set = (
    next: { search?: string | undefined; page?: number },
    { replace = 'search' in next }: { replace?: boolean } = {},
  ) => {
    const search = 'search' in next ? next.search : query.search;
    const page = next.page ?? 1;
    const entries: Record<string, string> = {};
    if (search) entries.search = search;
    if (page > 1) entries.page = String(page);
    setParams(entries, { replace });
  };
  return { query, set };
}
