import { z } from 'zod';
import { message } from '../messages/message-key';
import { orderInvoiceSchema } from '../overtime/parent-invoices';
import { registrationStatuses } from '../shared/enums';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { orderStatuses, paymentGateways, paymentStatuses } from './registration-enums';

export const orderStatusSchema = z.enum(orderStatuses);
export const paymentStatusSchema = z.enum(paymentStatuses);
export const registrationStatusSchema = z.enum(registrationStatuses);

/** `GET /parent/orders/{id}`: what the payment-complete page polls (amounts in ringgit). */
export const parentOrderStatusSchema = z.object({
  orderStatus: orderStatusSchema,
  /** The newest payment's status; PENDING before any payment exists. */
  paymentStatus: paymentStatusSchema,
  itemDescription: z.string(),
  totalAmount: z.number(),
  paymentUpdatedAt: z.iso.datetime().nullable(),
  /**
   * For an order that pays invoices (one bill may pay several, decision 098): each now, paid or
   * with the balance left, oldest due first; empty for any other order.
   */
  invoices: z.array(orderInvoiceSchema),
  /** Sen of this order's payment kept as the family's credit (beyond what the invoices owed); 0 otherwise. */
  keptAsCreditSen: z.number().int(),
});
export type ParentOrderStatus = z.infer<typeof parentOrderStatusSchema>;

/** The payment-complete page's result (spec 3 §4): success only when both are SUCCESS. */
export type PaymentResult = 'success' | 'failed' | 'pending' | 'unknown';
export function paymentResult(
  order: Pick<ParentOrderStatus, 'orderStatus' | 'paymentStatus'>,
): PaymentResult {
  if (order.orderStatus === 'SUCCESS' && order.paymentStatus === 'SUCCESS') return 'success';
  if (order.orderStatus === 'FAILED' || order.paymentStatus === 'FAILED') return 'failed';
  if (order.orderStatus === 'PENDING' || order.paymentStatus === 'PENDING') return 'pending';
  return 'unknown';
}

/** `POST /parent/orders/{id}/retry`: a new bill for a FAILED or EXPIRED order ('Try again'). */
export const orderRetryResultSchema = z.object({ paymentUrl: z.string() });
export type OrderRetryResult = z.infer<typeof orderRetryResultSchema>;

/** `GET /admin/registration` and `GET /admin/order`: search and paging. */
export const adminRegistrationQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});

export const adminRegistrationListItemSchema = z.object({
  id: z.uuid(),
  registrationNumber: z.string(),
  fullName: z.string(),
  center: z.object({ name: z.string() }),
  yearIntake: z.string(),
  contactParent: z.object({ fullName: z.string().nullable() }),
  status: registrationStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminRegistrationListItem = z.infer<typeof adminRegistrationListItemSchema>;

const parentDetailsView = z.object({
  fullName: z.string().nullable(),
  idNumber: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
  email: z.string().nullable(),
  workAddress: z.string().nullable(),
  officeNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
});

/** `GET /admin/registration/{id}`: every field of spec 3 §3. */
export const adminRegistrationDetailSchema = adminRegistrationListItemSchema.extend({
  myKidNumber: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  numberOfSiblings: z.number().int(),
  uniformSize: z.string(),
  relationship: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  nationality: z.string(),
  nationalityText: z.string().nullable(),
  nric: z.string().nullable(),
  passport: z.string().nullable(),
  occupation: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  state: z.string(),
  country: z.string(),
  father: parentDetailsView,
  mother: parentDetailsView,
  package: z.object({ packageType: z.string() }),
  parentMaritalStatus: z.string(),
  referralCode: z.string().nullable(),
  referrer: z.object({ fullName: z.string().nullable() }).nullable(),
  termsAccepted: z.boolean(),
  /** The order that pays for it ('View Order'), when one exists. */
  orderId: z.uuid().nullable(),
});
export type AdminRegistrationDetail = z.infer<typeof adminRegistrationDetailSchema>;

/** `PUT /admin/registration/{id}`: an admin's status change, always with the reason (audited). */
export const adminRegistrationUpdateSchema = z.object({
  status: registrationStatusSchema,
  reason: z
    .string({ error: message('registration.reason') })
    .trim()
    .min(1, message('registration.reason'))
    .max(500, message('registration.reasonAtMost500')),
});

export const adminOrderListItemSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  /**
   * Who placed it; null for an order paying an overtime invoice when the admin lacks the OVERTIME
   * module (decision 089): the family's details are that module's.
   */
  parent: z.object({ fullName: z.string().nullable(), email: z.string() }).nullable(),
  /**
   * The overtime invoice the order pays, or null for a registration's order. Such an order's status
   * follows its invoice and is never set by hand.
   */
  invoice: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  totalAmount: z.number(),
  createdAt: z.iso.datetime(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

export const adminOrderItemSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  registration: z.object({ id: z.uuid(), registrationNumber: z.string() }).nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  totalPrice: z.number(),
});

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  gateway: z.enum(paymentGateways),
  paymentMethod: z.string().nullable(),
  status: paymentStatusSchema,
  amount: z.number(),
  /** Paid amount differed from the order's total: recorded, not completed, for an admin to reconcile. */
  amountMismatch: z.boolean(),
  createdAt: z.iso.datetime(),
  transactionData: z.record(z.string(), z.unknown()).nullable(),
});

/** `GET /admin/order/{id}`. */
export const adminOrderDetailSchema = adminOrderListItemSchema.extend({
  updatedAt: z.iso.datetime(),
  items: z.array(adminOrderItemSchema),
  subTotalAmount: z.number(),
  discountAmount: z.number(),
  payments: z.array(adminPaymentSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** `PUT /admin/order/{id}`: manual reconciliation, always with the reason (audited). */
export const adminOrderUpdateSchema = z.object({
  status: orderStatusSchema,
  reason: z
    .string({ error: message('registration.reason') })
    .trim()
    .min(1, message('registration.reason'))
    .max(500, message('registration.reasonAtMost500')),
});
export type AdminOrderUpdate = z.infer<typeof adminOrderUpdateSchema>;
