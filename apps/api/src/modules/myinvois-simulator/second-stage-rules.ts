import type { DocumentFields } from './document-fields';
import type { SimulatedDocument } from './repository';
import { type MyInvoisErrorBody, myInvoisError } from './simulator-errors';
import { isGeneralTin, isRegisteredTin } from './taxpayers';

export type ValidationStep = { name: string; status: 'Valid' | 'Invalid'; error?: MyInvoisErrorBody };

/** Credit, debit and refund notes (and their self-billed kinds) name the original invoice. */
const notesTypeCodes = new Set(['02', '03', '04', '12', '13', '14']);

/**
 * The rules MyInvois runs after accepting a document (decision 106): the buyer must be a
 * registered taxpayer (or a general TIN), and a note's original invoice, when named by UUID, a
 * document of the same issuer that is not Invalid nor cancelled. The outcome shows only once the
 * validation delay has passed.
 */
export function secondStageSteps(
  fields: DocumentFields,
  original: SimulatedDocument | null,
): { outcome: 'Valid' | 'Invalid'; steps: ValidationStep[] } {
  const buyerTin = fields.buyerTin ?? '';
  const steps: ValidationStep[] = [
    { name: 'Step01-Structure Validator', status: 'Valid' },
    { name: 'Step02-Core Fields Validator', status: 'Valid' },
    isGeneralTin(buyerTin) || isRegisteredTin(buyerTin)
      ? { name: 'Step03-Taxpayer Validator', status: 'Valid' }
      : {
          name: 'Step03-Taxpayer Validator',
          status: 'Invalid',
          error: myInvoisError('Error04', 'Taxpayer Validator', 'Pengesah Pembayar Cukai', null, [
            myInvoisError(
              'TaxpayerNotFound',
              "The buyer's TIN is not a registered taxpayer.",
              'TIN pembeli bukan pembayar cukai berdaftar.',
              'Invoice.AccountingCustomerParty.Party.PartyIdentification.ID',
            ),
          ]),
        },
  ];
  const referenced = fields.referencedUuid && fields.referencedUuid !== 'NA' ? fields.referencedUuid : null;
  if (notesTypeCodes.has(fields.typeCode ?? '') && referenced) {
    const usable =
      original !== null &&
      original.issuerTin === fields.supplierTin &&
      original.outcome === 'Valid' &&
      original.cancelledAt === null;
    steps.push(
      usable
        ? { name: 'Step05-Referenced Documents Validator', status: 'Valid' }
        : {
            name: 'Step05-Referenced Documents Validator',
            status: 'Invalid',
            error: myInvoisError(
              'Error05',
              'Referenced Documents Validator',
              'Pengesah Dokumen Dirujuk',
              null,
              [
                myInvoisError(
                  'ReferencedDocumentNotValid',
                  'The original document this note refers to is not a valid document of the same issuer.',
                  'Dokumen asal yang dirujuk oleh nota ini bukan dokumen sah daripada pengeluar yang sama.',
                  'Invoice.BillingReference.InvoiceDocumentReference.UUID',
                ),
              ],
            ),
          },
    );
  }
  return { outcome: steps.every((step) => step.status === 'Valid') ? 'Valid' : 'Invalid', steps };
}
