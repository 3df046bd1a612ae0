import { type EInvoiceIssuer, eInvoiceIssuerBodySchema, malaysiaCountryCode } from '@cic/contract';
import type { z } from 'zod';

/**
 * The e-invoice issuer's form (issue 42, decision 105) as the page holds it: one text a field, the
 * address's three lines apart. What is sent is the contract's `eInvoiceIssuerSchema` body.
 */
export const addressLineFields = ['line1', 'line2', 'line3'] as const;
export const issuerFields = [
  'legalName',
  'tin',
  'businessRegistrationNumber',
  'sstNumber',
  'msicCode',
  'activityDescription',
  ...addressLineFields,
  'postcode',
  'city',
  'state',
  'country',
  'phone',
  'email',
] as const;
export type IssuerField = (typeof issuerFields)[number];
export type IssuerFormValues = Record<IssuerField, string>;
export type IssuerProblems = Partial<Record<IssuerField, string>>;
export type IssuerBody = z.output<typeof eInvoiceIssuerBodySchema>;

/** The form's values of a saved issuer; every field empty but the country (Malaysia) for a new one. */
export function issuerFormValues(issuer: EInvoiceIssuer | null): IssuerFormValues {
  const lines = issuer?.address.lines ?? [];
  return {
    legalName: issuer?.legalName ?? '',
    tin: issuer?.tin ?? '',
    businessRegistrationNumber: issuer?.businessRegistrationNumber ?? '',
    sstNumber: issuer?.sstNumber ?? '',
    msicCode: issuer?.msicCode ?? '',
    activityDescription: issuer?.activityDescription ?? '',
    line1: lines[0] ?? '',
    line2: lines[1] ?? '',
    line3: lines[2] ?? '',
    postcode: issuer?.address.postcode ?? '',
    city: issuer?.address.city ?? '',
    state: issuer?.address.state ?? '',
    country: issuer?.address.country ?? malaysiaCountryCode,
    phone: issuer?.phone ?? '',
    email: issuer?.email ?? '',
  };
}

/** The address lines typed, in order: an empty line between two is skipped, not sent. */
const typedLines = (values: IssuerFormValues) =>
  addressLineFields.filter((field) => values[field].trim() !== '');

/** The TIN and country code in capitals, as their fields show them whatever the keyboard types. */
const inCapitals = (text: string) => text.trim().toUpperCase();

/** A Malaysian address picks its state from the list; another country's is written. */
export const isMalaysian = (values: Pick<IssuerFormValues, 'country'>) =>
  inCapitals(values.country) === malaysiaCountryCode;

/**
 * The body the form's values make, before the schema reads it: codes and numbers without the
 * spaces around them, an empty SST number or postcode as none.
 */
export function issuerBodyOf(values: IssuerFormValues): EInvoiceIssuer {
  return {
    legalName: values.legalName,
    tin: inCapitals(values.tin),
    businessRegistrationNumber: values.businessRegistrationNumber.trim(),
    sstNumber: values.sstNumber.trim() === '' ? null : values.sstNumber.trim(),
    msicCode: values.msicCode.trim(),
    activityDescription: values.activityDescription,
    address: {
      lines: typedLines(values).map((field) => values[field]),
      postcode: values.postcode.trim() === '' ? null : values.postcode,
      city: values.city,
      state: values.state,
      country: inCapitals(values.country),
    },
    phone: values.phone.trim(),
    email: values.email.trim(),
  };
}

const bodyFields: Record<string, IssuerField> = {
  legalName: 'legalName',
  tin: 'tin',
  businessRegistrationNumber: 'businessRegistrationNumber',
  sstNumber: 'sstNumber',
  msicCode: 'msicCode',
  activityDescription: 'activityDescription',
  'address.postcode': 'postcode',
  'address.city': 'city',
  'address.state': 'state',
  'address.country': 'country',
  phone: 'phone',
  email: 'email',
};

/**
 * The form's field a body's path or the server's `field` names ('address.state' is the state;
 * 'address.lines.1' the second line typed), or a field's own name; null for none of them.
 */
export function issuerFieldFor(values: IssuerFormValues) {
  return (path: PropertyKey | readonly PropertyKey[] | undefined): IssuerField | null => {
    const name = Array.isArray(path) ? path.join('.') : String(path ?? '');
    if ((issuerFields as readonly string[]).includes(name)) return name as IssuerField;
    const line = /^address\.lines(?:\.(\d+))?$/.exec(name);
    if (line) return typedLines(values)[Number(line[1] ?? 0)] ?? 'line1';
    return bodyFields[name] ?? null;
  };
}

/**
 * The issuer the form's values make, as the route's own schema reads it; else each field's first
 * problem (a message key), so all show at once.
 */
export function readIssuerForm(
  values: IssuerFormValues,
): { body: IssuerBody } | { problems: IssuerProblems } {
  const parsed = eInvoiceIssuerBodySchema.safeParse(issuerBodyOf(values));
  if (parsed.success) return { body: parsed.data };
  const fieldOf = issuerFieldFor(values);
  const problems: IssuerProblems = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (field) problems[field] ??= issue.message;
  }
  return { problems };
}
