import type { RatioBand } from '@cic/contract/staff-attendance/ratio-rules';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** One age band as its fields show it: the typed texts, and a key that stays with the band. */
export type BandRow = { key: number; fromAge: string; childrenPerStaff: string };

/** Each problem's message under its field's path ('bands.1.fromAge'), or 'bands' for the whole list. */
export type BandErrors = Record<string, string>;

export const bandFields = ['fromAge', 'childrenPerStaff'] as const;
export type BandField = (typeof bandFields)[number];

export const bandPath = (index: number, field: BandField) => `bands.${index}.${field}`;

/** A typed whole number as a number; any other text as it is, for the contract's schema to refuse. */
const typedNumber = (text: string): number | string => {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** What the rows say, as the body of `PUT /admin/ratio-rules/{careType}` before the schema reads it. */
export function bandsBody(rows: readonly BandRow[]) {
  return {
    bands: rows.map((row) => ({
      fromAge: typedNumber(row.fromAge),
      childrenPerStaff: typedNumber(row.childrenPerStaff),
    })),
  };
}

/** The rows of saved bands. */
export function rowsOf(bands: readonly RatioBand[], nextKey: () => number): BandRow[] {
  return bands.map((band) => ({
    key: nextKey(),
    fromAge: String(band.fromAge),
    childrenPerStaff: String(band.childrenPerStaff),
  }));
}

/** The first message of each path ('bands.1.fromAge', 'bands' for the list), from the schema's issues. */
export function bandErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): BandErrors {
  const errors: BandErrors = {};
  for (const issue of issues) {
    const path = ['bands', ...issue.path.filter((part) => part !== 'bands').map(String)].join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * The server's refusal of the bands under the field it names ('bands.1.fromAge'), in the page's
 * language; null for any other failure (told in a toast).
 */
export function refusedBands(failure: unknown): BandErrors | null {
  if (!(failure instanceof ApiError) || !failure.field?.startsWith('bands')) return null;
  return { [failure.field]: getErrorMessage(failure) };
}
