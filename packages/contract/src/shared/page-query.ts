import { z } from 'zod';
import { pageNumberMax } from './decimal-number';
import { decimalNumber } from './decimal-number-schema';

// Kept apart from the envelope so the web's API client, which needs only the error codes, does not
// pull zod into the first page load (decision 026).

/** `page` from 1; the cap keeps the row offset a number PostgreSQL can take (`parsePageNumber` without zod). */
export const pageNumberSchema = decimalNumber(z.number().int().min(1).max(pageNumberMax)).default(1);
export const pageLimitSchema = (fallback: number) =>
  decimalNumber(z.number().int().min(1).max(100)).default(fallback);

export const pageQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(50),
});
