import {
  type DocumentOrganisation,
  type InvoiceDocument,
  type OvertimeInvoiceDetail,
  organisationName,
} from '@cic/contract';
import type { AppConfig } from '../../config';

/** Who sends invoices: the organisation's name, its configured address and contact (decision 006). */
export function documentOrganisation(
  config: Pick<AppConfig, 'contact' | 'organisation'>,
): DocumentOrganisation {
  return {
    name: organisationName,
    addressLines: config.organisation.addressLines,
    email: config.contact.email,
    phone: config.contact.hqPhone,
  };
}

/** A centre's address is one free text; its line breaks, if any, are the document's lines. */
const addressLinesOf = (address: string | null) =>
  (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The facts an invoice PDF prints (decision 069). A child billed without a family is named on the
 * document after the child, the one name the invoice has for whoever pays it.
 */
export function toInvoiceDocument(
  invoice: OvertimeInvoiceDetail,
  centreAddress: string | null,
  organisation: DocumentOrganisation,
): InvoiceDocument {
  return {
    organisation,
    centre: { name: invoice.centre.name, addressLines: addressLinesOf(centreAddress) },
    family: { namedAfter: invoice.family?.namedAfter ?? invoice.lines[0]?.child.name ?? '' },
    invoiceNumber: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    status: invoice.status,
    lines: invoice.lines.map((line) => ({
      childName: line.child.name,
      date: line.date,
      startTime: line.startTime,
      endTime: line.endTime,
      duration: line.duration,
      unit: line.unit,
      rate: line.rate,
      amountSen: line.amountSen,
    })),
    totalSen: invoice.totalSen,
    paidSen: invoice.paidSen,
    balanceSen: invoice.balanceSen,
    payments: invoice.payments.map((payment) => ({
      date: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      amountSen: payment.amountSen,
    })),
  };
}

/** The download's name: the invoice's number, or PROFORMA- and the first part of its id while a draft. */
export const invoicePdfFileName = (invoice: Pick<OvertimeInvoiceDetail, 'id' | 'number'>) =>
  `${invoice.number ?? `PROFORMA-${invoice.id.slice(0, 8)}`}.pdf`;
