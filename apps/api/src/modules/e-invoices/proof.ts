import type { StatedEInvoiceProof } from '@cic/contract';
import type { MyInvoisClient } from '../../adapters/myinvois';
import type { Db } from '../../db/client';
import { createEInvoicesRepository, type EInvoiceRow } from './repository';

/**
 * What a document's PDF says of its e-invoice (issue 42, decision 107): validated (its UUID, time
 * and public link), pending, or to be a line of the month's consolidated one; null before any.
 */
export function createEInvoiceProofs(deps: { db: Db; myInvois: Pick<MyInvoisClient, 'documentLink'> }) {
  const repository = createEInvoicesRepository(deps.db);

  const proofOf = (row: EInvoiceRow, consolidated: boolean): StatedEInvoiceProof | null => {
    if (row.status === 'CANCELLED') return null;
    if (row.status !== 'VALID' || !row.uuid || !row.longId || !row.validatedAt) {
      return consolidated && row.month
        ? { state: 'CONSOLIDATED', month: row.month.slice(0, 7) }
        : { state: 'PENDING' };
    }
    return {
      state: 'VALID',
      uuid: row.uuid,
      validatedAt: row.validatedAt.toISOString(),
      link: deps.myInvois.documentLink(row.uuid, row.longId),
      consolidated,
    };
  };

  return {
    /** An issued invoice's (and its receipts'): its own e-invoice, or the consolidated one it is or will be a line of. */
    async ofInvoice(invoiceId: string): Promise<StatedEInvoiceProof | null> {
      const original = await repository.originalOf(invoiceId);
      if (original) return proofOf(original, original.source === 'CONSOLIDATED');
      const setting = await repository.invoiceSetting(invoiceId);
      if (!setting?.hasIssuer || !setting.issueDate) return null;
      return setting.asked
        ? { state: 'PENDING' }
        : { state: 'CONSOLIDATED', month: setting.issueDate.slice(0, 7) };
    },

    /** A refund's (credit note's): its refund note, pending until the invoice's e-invoice is valid and it is sent. */
    async ofCreditNote(creditNoteId: string, invoiceId: string): Promise<StatedEInvoiceProof | null> {
      const refund = await repository.refundOf(creditNoteId);
      if (refund) return proofOf(refund, false);
      return (await repository.originalOf(invoiceId)) ? { state: 'PENDING' } : null;
    },
  };
}
