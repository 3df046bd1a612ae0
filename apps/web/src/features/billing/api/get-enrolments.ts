import { enrolmentRowSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { enrolmentsKey, enrolmentsPath } from './billing-key';

/** The Enrolments page's centre and search (part of a child's name), as the address bar keeps them. */
export type EnrolmentFilters = { centerId?: string | undefined; search?: string | undefined };
export type EnrolmentListQuery = EnrolmentFilters & { page: number; limit: number };

const enrolmentListSchema = z.array(enrolmentRowSchema);

/** GET /admin/billing/enrolments?centerId&search&page&limit: children with their latest enrolment. */
export function getEnrolments(query: EnrolmentListQuery, signal?: AbortSignal) {
  return requestPage(enrolmentsPath, query, enrolmentListSchema, signal);
}

export const enrolmentsQueryOptions = (query: EnrolmentListQuery) =>
  queryOptions({
    queryKey: [...enrolmentsKey, 'list', query] as const,
    queryFn: ({ signal }) => getEnrolments(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useEnrolments(query: EnrolmentListQuery) {
  return useQuery({ ...enrolmentsQueryOptions(query), placeholderData: keepPreviousData });
}
