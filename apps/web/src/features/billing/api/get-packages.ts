import { billingPackageSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { packagesKey, packagesPath } from './billing-key';

/** The Fees page's centre and search, as the address bar keeps them. */
export type PackageFilters = { centerId?: string | undefined; search?: string | undefined };
export type PackageListQuery = PackageFilters & { page: number; limit: number };

const packageListSchema = z.array(billingPackageSchema);

/** GET /admin/billing/packages?centerId&search&page&limit: a page of packages with their fees. */
export function getPackages(query: PackageListQuery, signal?: AbortSignal) {
  return requestPage(packagesPath, query, packageListSchema, signal);
}

export const packagesQueryOptions = (query: PackageListQuery) =>
  queryOptions({
    queryKey: [...packagesKey, 'list', query] as const,
    queryFn: ({ signal }) => getPackages(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function usePackages(query: PackageListQuery) {
  return useQuery({ ...packagesQueryOptions(query), placeholderData: keepPreviousData });
}
