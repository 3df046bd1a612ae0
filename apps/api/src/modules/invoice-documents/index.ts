/**
 * What other modules use: the routes and jobs; the invoice PDF the admin downloads; the notices
 * the invoices' service queues when it issues invoices, records payments (decision 073), voids
 * and refunds them (decision 089).
 */

export { documentCentre, documentOrganisation } from './document-facts';
export {
  creditNoteNoticeJob,
  invoiceNoticeJobs,
  queueCreditNoteNotice,
  queueIssuedNotices,
  queueReceiptNotice,
  queueReminderNotices,
  queueVoidNotice,
  receiptMailHandler,
  receiptMailJob,
  voidNoticeJob,
} from './notice-jobs';
export { invoiceDocumentsRoutes } from './routes';
export { createInvoiceDocumentsService } from './service';
