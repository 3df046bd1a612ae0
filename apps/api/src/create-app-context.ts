import path from 'node:path';
import { createPaymentGateway } from './adapters/create-payment-gateway';
import { createStorage } from './adapters/create-storage';
import { createMailer, type Mailer } from './adapters/mail';
import { createMyInvoisClient } from './adapters/myinvois';
import type { PaymentGateway } from './adapters/payment-gateway';
import type { Storage } from './adapters/storage';
import { createPushSender, type PushSender } from './adapters/web-push';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { registerBillingJobs } from './jobs/billing-jobs';
import { registerCareJobs } from './jobs/care-jobs';
import { registerCentreClosingJobs } from './jobs/centre-closing-jobs';
import { registerCheckInJobs } from './jobs/check-in-jobs';
import { registerCleanUpJobs } from './jobs/clean-up-jobs';
import { registerEInvoiceJobs } from './jobs/e-invoice-jobs';
import { registerIncidentJobs } from './jobs/incident-jobs';
import { registerInvoiceDocumentJobs } from './jobs/invoice-document-jobs';
import { registerMedicationJobs } from './jobs/medication-jobs';
import { registerMessageJobs } from './jobs/message-jobs';
import { registerNotificationJobs } from './jobs/notification-jobs';
import { registerOrderExpiryJob } from './jobs/order-expiry-job';
import { registerOvertimeReportJobs } from './jobs/overtime-report-jobs';
import { createJobQueue, type JobQueueOptions } from './jobs/queue';
import { registerRatioJobs } from './jobs/ratio-jobs';
import { registerRegistrationJobs } from './jobs/registration-jobs';
import { registerAnnouncementJobs } from './modules/announcements';
import { createMessageEvents, messageEventsChannel } from './modules/conversations';
import { invoiceOrders } from './modules/parent-invoices';
import { simulatedBills } from './modules/payments';
import { registrationOrders } from './modules/registrations';
import { createSessionRepository, createSessionService, sessionChangesChannel } from './modules/sessions';
import { createCentrePasswordCipher } from './security/centre-password-cipher';

/** Wires configuration to the database, adapters and core services. Tests pass their own pieces. */
export function createAppContext(
  config: AppConfig,
  overrides: {
    database?: DatabaseHandle;
    storage?: Storage;
    mailer?: Mailer;
    push?: PushSender;
    paymentGateway?: PaymentGateway;
    /** How the MyInvois client reaches its addresses (tests answer through the app). */
    myInvoisFetch?: typeof fetch;
    clock?: () => Date;
    jobOptions?: JobQueueOptions;
  } = {},
): AppContext {
  const database =
    overrides.database ??
    openDatabase({ databaseUrl: config.databaseUrl, dataDirectory: path.join(config.dataDir, 'db') });
  const clock = overrides.clock ?? (() => new Date());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage: overrides.storage ?? createStorage(config),
    mailer: overrides.mailer ?? createMailer(config),
    push: overrides.push ?? createPushSender(config.webPush),
    paymentGateway:
      overrides.paymentGateway ?? createPaymentGateway(config, simulatedBills(database.db), clock),
    myInvois: createMyInvoisClient({ ...config.einvoice, fetch: overrides.myInvoisFetch, clock }),
    // Payments imports neither module: each tells it what its kind of order does when paid.
    orderKinds: { ONLINE_REGISTRATION: registrationOrders, OVERTIME_INVOICE: invoiceOrders },
    sessions: createSessionService(createSessionRepository(database.db), clock, {
      changes: (onNotice, onLost) => database.listen(sessionChangesChannel, onNotice, onLost),
    }),
    cipher: createCentrePasswordCipher(config.secretKey),
    messageEvents: createMessageEvents((onNotice, onLost) =>
      database.listen(messageEventsChannel, onNotice, onLost),
    ),
    clock,
    jobs: createJobQueue(database, {
      pollingIntervalSeconds: config.jobs.pollingSeconds,
      ...overrides.jobOptions,
    }),
  };
  // Every module's work on the job queue, registered before the queue starts.
  for (const register of [
    registerCleanUpJobs,
    registerRegistrationJobs,
    registerOrderExpiryJob,
    registerCheckInJobs,
    registerOvertimeReportJobs,
    registerNotificationJobs,
    registerInvoiceDocumentJobs,
    registerCentreClosingJobs,
    registerAnnouncementJobs,
    registerBillingJobs,
    registerEInvoiceJobs,
    registerMessageJobs,
    registerCareJobs,
    registerIncidentJobs,
    registerMedicationJobs,
    registerRatioJobs,
  ]) {
    register(ctx.jobs, ctx);
  }
  return ctx;
}
