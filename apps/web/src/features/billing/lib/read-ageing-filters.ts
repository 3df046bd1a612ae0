import { type AgeingBucket, ageingBuckets } from '@cic/contract';
import { isCalendarDay } from '@/lib/calendar-day';
import type { AgeingFilters, AgeingPlace } from '../api/get-ageing';

const isBucket = (value: string | null): value is AgeingBucket =>
  (ageingBuckets as readonly (string | null)[]).includes(value);

/** The Ageing page's filters as the address bar keeps them; a bucket or day it cannot read is none. */
export function readAgeingFilters(params: URLSearchParams): AgeingFilters {
  const bucket = params.get('bucket');
  const asOf = params.get('asOf');
  return {
    search: params.get('search')?.trim() || undefined,
    centerId: params.get('centerId') || undefined,
    bucket: isBucket(bucket) ? bucket : undefined,
    asOf: asOf && isCalendarDay(asOf) ? asOf : undefined,
  };
}

/**
 * The filters with where the page shown starts, as the address bar keeps them, so a reload reads
 * the same page the same way.
 */
export function readAgeingPage(params: URLSearchParams): AgeingFilters & AgeingPlace {
  return {
    ...readAgeingFilters(params),
    after: params.get('after') || undefined,
    before: params.get('before') || undefined,
  };
}
