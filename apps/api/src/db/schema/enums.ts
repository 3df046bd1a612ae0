import {
  activityStatuses,
  activityVisibilities,
  adminModuleKeys,
  auditActorTypes,
  billingRunStatuses,
  centreTypes,
  checkInStatuses,
  citizenships,
  collectorKinds,
  configKeys,
  contactRelationships,
  familyCreditEntryKinds,
  familyRelations,
  feeChargeTimes,
  genders,
  invoiceLineKinds,
  invoicingRunStatuses,
  malaysianStates,
  maritalStatuses,
  orderItemKinds,
  orderStatuses,
  overtimeInvoiceStatuses,
  overtimeItemStatuses,
  overtimeReportStatuses,
  overtimeUnits,
  paymentGateways,
  paymentStatuses,
  referralCreditStatuses,
  registrationStatuses,
  salutations,
  storedInvoicePaymentMethods,
  uniformSizes,
} from '@cic/contract';
import { pgEnum } from 'drizzle-orm/pg-core';

/** PostgreSQL enum types, built from the contract's value lists so the database and the API agree. */
export const centreTypeEnum = pgEnum('centre_type', centreTypes);
export const checkInStatusEnum = pgEnum('check_in_status', checkInStatuses);
export const collectorKindEnum = pgEnum('collector_kind', collectorKinds);
export const salutationEnum = pgEnum('salutation', salutations);
export const citizenshipEnum = pgEnum('citizenship', citizenships);
export const genderEnum = pgEnum('gender', genders);
export const familyRelationEnum = pgEnum('family_relation', familyRelations);
export const contactRelationshipEnum = pgEnum('contact_relationship', contactRelationships);
export const uniformSizeEnum = pgEnum('uniform_size', uniformSizes);
export const maritalStatusEnum = pgEnum('marital_status', maritalStatuses);
export const malaysianStateEnum = pgEnum('malaysian_state', malaysianStates);
export const adminModuleKeyEnum = pgEnum('admin_module_key', adminModuleKeys);
export const configKeyEnum = pgEnum('config_key', configKeys);
export const registrationStatusEnum = pgEnum('registration_status', registrationStatuses);
export const orderStatusEnum = pgEnum('order_status', orderStatuses);
export const orderItemKindEnum = pgEnum('order_item_kind', orderItemKinds);
export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const paymentGatewayEnum = pgEnum('payment_gateway', paymentGateways);
export const referralCreditStatusEnum = pgEnum('referral_credit_status', referralCreditStatuses);
export const activityStatusEnum = pgEnum('activity_status', activityStatuses);
export const activityVisibilityEnum = pgEnum('activity_visibility', activityVisibilities);
export const overtimeUnitEnum = pgEnum('overtime_unit', overtimeUnits);
export const overtimeItemStatusEnum = pgEnum('overtime_item_status', overtimeItemStatuses);
export const overtimeReportStatusEnum = pgEnum('overtime_report_status', overtimeReportStatuses);
export const invoiceStatusEnum = pgEnum('invoice_status', overtimeInvoiceStatuses);
export const invoicePaymentMethodEnum = pgEnum('invoice_payment_method', storedInvoicePaymentMethods);
export const familyCreditEntryKindEnum = pgEnum('family_credit_entry_kind', familyCreditEntryKinds);
export const invoicingRunStatusEnum = pgEnum('overtime_invoicing_run_status', invoicingRunStatuses);
export const invoiceLineKindEnum = pgEnum('invoice_line_kind', invoiceLineKinds);
export const feeChargeTimeEnum = pgEnum('fee_charge_time', feeChargeTimes);
export const billingRunStatusEnum = pgEnum('billing_run_status', billingRunStatuses);
export const auditActorTypeEnum = pgEnum('audit_actor_type', auditActorTypes);

/** Who a session belongs to (not a contract enum: only the server sees it). */
export const sessionSubjectTypes = ['parent', 'manager', 'admin'] as const;
export type SessionSubjectType = (typeof sessionSubjectTypes)[number];
export const sessionSubjectTypeEnum = pgEnum('session_subject_type', sessionSubjectTypes);

/**
 * How a session was opened. Heads of centre signed in with only the centre password lose their
 * sessions when `hoc-login` is switched on (decision 023); staff signed in without a PIN lose
 * theirs when Teacher PINs is switched on (decision 084).
 */
export const sessionOpenedWith = ['centre-password', 'personal-password', 'e-mail-code', 'pin'] as const;
export type SessionOpenedWith = (typeof sessionOpenedWith)[number];
export const sessionOpenedWithEnum = pgEnum('session_opened_with', sessionOpenedWith);
