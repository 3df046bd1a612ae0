/**
 * What other modules use: the routes and jobs; the invoice PDF the admin downloads; the notices
 * the invoices' service queues when it issues invoices and records payments (decision 073).
 */
export {
  invoiceIssuedNoticeHandler,
  invoiceIssuedNoticeJob,
  queueIssuedNotices,
  queueReceiptNotice,
  receiptMailHandler,
  receiptMailJob,
} from './notice-jobs';
export { invoiceDocumentsRoutes } from './routes';
export { createInvoiceDocumentsService } from './service';
