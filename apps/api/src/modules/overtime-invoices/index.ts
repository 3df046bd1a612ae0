/**
 * What other modules may use: the routes, and the invoice rules the parent's online payments
 * share (the repository, what is owed and overdue, adding a payment to a locked invoice).
 */
export { createOvertimeInvoicesRepository, type OvertimeInvoicesRepository } from './repository';
export { overtimeInvoicesRoutes } from './routes';
export { addLockedPayment, isOverdue, owed } from './service';
