import { z } from 'zod';
import { eInvoiceIssuerSchema } from './e-invoice-input';

/**
 * Billing → Settings' e-invoice issuers (issue 42, decision 105): the organisation's, and a centre's
 * own where another legal entity runs it. The BILLING module's admins set them.
 */

/**
 * `PUT /admin/billing/e-invoice/issuer` and `PUT /admin/billing/e-invoice/centres/{id}/issuer`:
 * the document builder's own issuer schema, so what is saved is what a document can carry.
 */
export const eInvoiceIssuerBodySchema = eInvoiceIssuerSchema;
export type EInvoiceIssuerBody = z.input<typeof eInvoiceIssuerBodySchema>;

/** An address as saved (an issuer's, a buyer's), read back without re-checking its rules. */
export const savedEInvoiceAddressSchema = z.object({
  lines: z.array(z.string()),
  postcode: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});

/** An issuer as saved, and when it was last changed; read back without re-checking its rules. */
export const savedEInvoiceIssuerSchema = z.object({
  legalName: z.string(),
  tin: z.string(),
  businessRegistrationNumber: z.string(),
  sstNumber: z.string().nullable(),
  msicCode: z.string(),
  activityDescription: z.string(),
  address: savedEInvoiceAddressSchema,
  phone: z.string(),
  email: z.string(),
  updatedAt: z.iso.datetime(),
});
export type SavedEInvoiceIssuer = z.infer<typeof savedEInvoiceIssuerSchema>;

/** `GET /admin/billing/e-invoice/issuer`: the organisation's issuer, null until it is set. */
export const organisationEInvoiceIssuerSchema = savedEInvoiceIssuerSchema.nullable();

/** Whose issuer a centre's documents carry: the organisation's, or the centre's own. */
export const eInvoiceIssuerSources = ['ORGANISATION', 'CENTRE'] as const;
export type EInvoiceIssuerSource = (typeof eInvoiceIssuerSources)[number];

/**
 * `GET /admin/billing/e-invoice/centres`: a centre with the issuer its documents carry: its own
 * (`CENTRE`), else the organisation's (`ORGANISATION`; null while the organisation's is not set).
 */
export const eInvoiceCentreSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  issuerSource: z.enum(eInvoiceIssuerSources),
  issuer: savedEInvoiceIssuerSchema.nullable(),
});
export type EInvoiceCentre = z.infer<typeof eInvoiceCentreSchema>;
