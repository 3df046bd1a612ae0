import type { EInvoiceIssuer } from '@cic/contract';
import { jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { updatedByAdminColumn } from './admins';
import { centres } from './centres';
import { idColumn, updatedAtColumn } from './columns';

/**
 * Who issues the e-invoices sent to MyInvois (issue 42, decision 105): the organisation's row
 * (`centreId` null, at most one) and a centre's own for a centre run by another legal entity (at
 * most one a centre). A centre without its own issues as the organisation. The fields are the
 * contract's `eInvoiceIssuerSchema`, checked there; MyInvois' client id and secret are never here.
 */
export const eInvoiceIssuers = pgTable(
  'e_invoice_issuers',
  {
    id: idColumn(),
    centreId: uuid('centre_id').references(() => centres.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    tin: text('tin').notNull(),
    businessRegistrationNumber: text('business_registration_number').notNull(),
    /** Null: the issuer is not registered for SST (the document then says 'NA'). */
    sstNumber: text('sst_number'),
    msicCode: text('msic_code').notNull(),
    activityDescription: text('activity_description').notNull(),
    /**
     * The address as the contract checks it (lines, postcode, city, a Malaysian state's code or a
     * foreign state's name, ISO 3166-1 alpha-3 country): one value, written and read whole.
     */
    address: jsonb('address').$type<EInvoiceIssuer['address']>().notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    updatedAt: updatedAtColumn(),
    updatedByAdminId: updatedByAdminColumn(),
  },
  (table) => [
    // Nulls not distinct: the organisation's row (no centre) is one row too.
    unique('e_invoice_issuers_centre_key').on(table.centreId).nullsNotDistinct(),
  ],
);
