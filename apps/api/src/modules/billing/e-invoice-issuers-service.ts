import { isDeepStrictEqual } from 'node:util';
import type { EInvoiceCentre, EInvoiceIssuer, SavedEInvoiceIssuer } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor, writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import type { AdminPrincipal } from '../../http/principal';
import { centreNotFound } from '../../shared/centre-not-found';
import { createEInvoiceIssuersRepository, type EInvoiceIssuerRow } from './e-invoice-issuers-repository';

/** The issuer's fields of a row: the row's own columns are the contract's fields. */
function issuerOf({
  id: _id,
  centreId: _centre,
  updatedAt: _at,
  updatedByAdminId: _by,
  ...issuer
}: EInvoiceIssuerRow): EInvoiceIssuer {
  return issuer;
}

const savedOf = (row: EInvoiceIssuerRow): SavedEInvoiceIssuer => ({
  ...issuerOf(row),
  updatedAt: row.updatedAt.toISOString(),
});

/** A save that changes nothing writes nothing and audits nothing. */
const sameIssuer = (row: EInvoiceIssuerRow, issuer: EInvoiceIssuer) =>
  isDeepStrictEqual(issuerOf(row), issuer);

/**
 * Who issues the e-invoices (BILLING module, issue 42, decision 105): the organisation, or a
 * centre's own legal entity. Each change is audited with the fields before and after.
 */
export function createEInvoiceIssuersService(ctx: Pick<AppContext, 'db'>) {
  const repository = createEInvoiceIssuersRepository(ctx.db);

  const centreRow = (
    centre: { id: string; name: string },
    own: EInvoiceIssuerRow | null,
    organisation: EInvoiceIssuerRow | null,
  ): EInvoiceCentre => {
    const issuer = own ?? organisation;
    return {
      id: centre.id,
      name: centre.name,
      issuerSource: own ? 'CENTRE' : 'ORGANISATION',
      issuer: issuer ? savedOf(issuer) : null,
    };
  };

  return {
    async organisation(): Promise<SavedEInvoiceIssuer | null> {
      const row = await repository.organisationIssuer();
      return row ? savedOf(row) : null;
    },

    async centres(): Promise<EInvoiceCentre[]> {
      const [organisation, rows] = await Promise.all([repository.organisationIssuer(), repository.centres()]);
      return rows.map((row) => centreRow(row, row.issuer, organisation));
    },

    /** The issuer a centre's documents carry: its own, else the organisation's, else null (not set yet). */
    async issuerFor(centreId: string): Promise<EInvoiceIssuer | null> {
      const row = (await repository.centreIssuer(centreId)) ?? (await repository.organisationIssuer());
      return row ? issuerOf(row) : null;
    },

    saveOrganisation(principal: AdminPrincipal, issuer: EInvoiceIssuer): Promise<SavedEInvoiceIssuer> {
      return inTransaction(ctx.db, createEInvoiceIssuersRepository, async (tx, db) => {
        const before = await tx.organisationIssuer();
        if (before && sameIssuer(before, issuer)) return savedOf(before);
        const saved = await tx.save(null, issuer, principal.adminId);
        await writeAudit(db, {
          ...adminActor(principal),
          action: 'billing.e-invoice.issuer',
          entityType: 'e-invoice-issuer',
          entityId: saved.id,
          details: { before: before && issuerOf(before), after: issuerOf(saved) },
        });
        return savedOf(saved);
      });
    },

    saveForCentre(
      principal: AdminPrincipal,
      centreId: string,
      issuer: EInvoiceIssuer,
    ): Promise<EInvoiceCentre> {
      return inTransaction(ctx.db, createEInvoiceIssuersRepository, async (tx, db) => {
        const centre = await tx.lockCentre(centreId);
        if (!centre) throw centreNotFound();
        const before = await tx.centreIssuer(centreId);
        if (before && sameIssuer(before, issuer)) return centreRow(centre, before, null);
        const saved = await tx.save(centreId, issuer, principal.adminId);
        await writeAudit(db, {
          ...adminActor(principal),
          action: 'billing.e-invoice.centre-issuer',
          entityType: 'centre',
          entityId: centreId,
          details: { before: before && issuerOf(before), after: issuerOf(saved) },
        });
        return centreRow(centre, saved, null);
      });
    },

    /** The centre issues as the organisation again; a centre without its own changes nothing. */
    removeForCentre(principal: AdminPrincipal, centreId: string): Promise<EInvoiceCentre> {
      return inTransaction(ctx.db, createEInvoiceIssuersRepository, async (tx, db) => {
        const centre = await tx.lockCentre(centreId);
        if (!centre) throw centreNotFound();
        const before = await tx.centreIssuer(centreId);
        if (before) {
          await tx.removeCentreIssuer(centreId);
          await writeAudit(db, {
            ...adminActor(principal),
            action: 'billing.e-invoice.centre-issuer',
            entityType: 'centre',
            entityId: centreId,
            details: { before: issuerOf(before), after: null },
          });
        }
        return centreRow(centre, null, await tx.organisationIssuer());
      });
    },
  };
}
