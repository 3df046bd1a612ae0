import {
  type CreditNoteDocument,
  type DocumentLink,
  type Language,
  overtimeInvoiceMessages,
  parentSeesInvoice,
  type ReceiptDocument,
} from '@cic/contract';
import { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf } from '../../adapters/invoice-pdf';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createEInvoiceProofs } from '../e-invoices';
import {
  documentOrganisation,
  invoicePdfFileName,
  toCreditNoteDocument,
  toInvoiceDocument,
  toReceiptDocument,
} from './document-facts';
import { documentKey, keptPdf } from './document-files';
import { createInvoiceDocumentsRepository, type InvoiceHead } from './repository';

/** A document as a stored file: its key in the file store, its download name and its bytes. */
export type DocumentFile = { key: string; fileName: string; bytes: Buffer };

const invoiceNotFound = () => new AppError('NOT_FOUND', overtimeInvoiceMessages.notFound);
const paymentNotFound = () => new AppError('NOT_FOUND', overtimeInvoiceMessages.paymentNotFound);
const creditNoteNotFound = () => new AppError('NOT_FOUND', overtimeInvoiceMessages.creditNoteNotFound);

/** How long a document's signed link works: long enough to open it, too short to pass around. */
const documentLinkSeconds = 300;

/**
 * Invoice, receipt and credit note PDFs kept in the file store (decisions 073, 089): drawn on the
 * first request for what the document shows in a language, then served from the store through
 * signed links. Admins (OVERTIME) reach every invoice; a parent only an invoice of one of their
 * families once it was issued (voided since or not).
 */
export function createInvoiceDocumentsService(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config' | 'myInvois'>,
) {
  const repository = createInvoiceDocumentsRepository(ctx.db);
  const proofs = createEInvoiceProofs(ctx);
  const organisation = () => documentOrganisation(ctx.config);

  async function headOf(invoiceId: string) {
    const head = await repository.invoice(invoiceId);
    if (!head) throw invoiceNotFound();
    return head;
  }

  /** A parent sees an invoice of one of their families once it was issued; anything else is not there. */
  async function parentHeadOf(parentId: string, invoiceId: string) {
    const head = await headOf(invoiceId);
    const visible =
      head.familyId !== null &&
      parentSeesInvoice(head) &&
      (await repository.isFamilyMember(parentId, head.familyId));
    if (!visible) throw invoiceNotFound();
    return head;
  }

  async function invoiceFile(head: InvoiceHead, language: Language): Promise<DocumentFile> {
    const [lines, payments, creditNotes, eInvoice] = await Promise.all([
      repository.lines(head.id),
      repository.payments(head.id),
      repository.creditNotes(head.id),
      proofs.ofInvoice(head.id),
    ]);
    const document = { ...toInvoiceDocument(head, lines, payments, creditNotes, organisation()), eInvoice };
    const fileName = invoicePdfFileName(head);
    const key = documentKey(head.id, fileName.replace(/\.pdf$/, ''), language, document);
    return {
      key,
      fileName,
      bytes: await keptPdf(ctx.storage, key, () => renderInvoicePdf(document, language)),
    };
  }

  async function receiptFile(
    head: InvoiceHead,
    paymentId: string,
    language: Language,
  ): Promise<DocumentFile & { receipt: ReceiptDocument }> {
    const number = head.number;
    if (number === null) throw paymentNotFound();
    const [payments, eInvoice] = await Promise.all([repository.receipts(head.id), proofs.ofInvoice(head.id)]);
    const receipt = toReceiptDocument({ ...head, number }, payments, paymentId, organisation());
    if (!receipt) throw paymentNotFound();
    const document = { ...receipt, eInvoice };
    const key = documentKey(head.id, `receipts/${document.receiptNumber}`, language, document);
    const bytes = await keptPdf(ctx.storage, key, () => renderReceiptPdf(document, language));
    return { key, fileName: `${document.receiptNumber}.pdf`, bytes, receipt: document };
  }

  async function creditNoteFile(
    head: InvoiceHead,
    creditNoteId: string,
    language: Language,
  ): Promise<DocumentFile & { creditNote: CreditNoteDocument }> {
    const number = head.number;
    if (number === null) throw creditNoteNotFound();
    const [creditNotes, eInvoice] = await Promise.all([
      repository.creditNotes(head.id),
      proofs.ofCreditNote(creditNoteId, head.id),
    ]);
    const creditNote = toCreditNoteDocument({ ...head, number }, creditNotes, creditNoteId, organisation());
    if (!creditNote) throw creditNoteNotFound();
    const document = { ...creditNote, eInvoice };
    const key = documentKey(head.id, `credit-notes/${document.creditNoteNumber}`, language, document);
    const bytes = await keptPdf(ctx.storage, key, () => renderCreditNotePdf(document, language));
    return { key, fileName: `${document.creditNoteNumber}.pdf`, bytes, creditNote: document };
  }

  const linkTo = async (file: DocumentFile): Promise<DocumentLink> => ({
    url: await ctx.storage.downloadUrl(file.key, documentLinkSeconds, file.fileName),
    fileName: file.fileName,
  });

  /** Signed links to an invoice's documents, the invoice found by `head` (the reader's reach). */
  const linksOf = (head: (invoiceId: string) => Promise<InvoiceHead>) => ({
    async invoice(invoiceId: string, language: Language) {
      return linkTo(await invoiceFile(await head(invoiceId), language));
    },
    async receipt(invoiceId: string, paymentId: string, language: Language) {
      return linkTo(await receiptFile(await head(invoiceId), paymentId, language));
    },
    async creditNote(invoiceId: string, creditNoteId: string, language: Language) {
      return linkTo(await creditNoteFile(await head(invoiceId), creditNoteId, language));
    },
  });

  return {
    /** The invoice's PDF (a draft as a proforma) for an admin; unknown: 404. */
    async invoicePdf(invoiceId: string, language: Language) {
      return invoiceFile(await headOf(invoiceId), language);
    },

    /** The receipt of one of the invoice's payments, with its facts; unknown invoice or payment: 404. */
    async receiptPdf(invoiceId: string, paymentId: string, language: Language) {
      return receiptFile(await headOf(invoiceId), paymentId, language);
    },

    /** One of the invoice's credit notes, with its facts; unknown invoice or credit note: 404. */
    async creditNotePdf(invoiceId: string, creditNoteId: string, language: Language) {
      return creditNoteFile(await headOf(invoiceId), creditNoteId, language);
    },

    /** An admin's links: any invoice's documents. */
    adminLinks: linksOf(headOf),

    /** A parent's links: the documents of an issued invoice of one of their families; any other is not found. */
    parentLinks: (parentId: string) => linksOf((invoiceId) => parentHeadOf(parentId, invoiceId)),
  };
}
