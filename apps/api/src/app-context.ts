import type { Mailer } from './adapters/mail';
import type { MyInvoisClient } from './adapters/myinvois';
import type { PaymentGateway } from './adapters/payment-gateway';
import type { Storage } from './adapters/storage';
import type { PushSender } from './adapters/web-push';
import type { AppConfig } from './config';
import type { DatabaseHandle, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { MessageEvents } from './modules/conversations';
import type { OrderKinds } from './modules/payments';
import type { SessionService } from './modules/sessions';
import type { CentrePasswordCipher } from './security/centre-password-cipher';

/** What route modules and services are built from; tests build the same thing on PGlite. */
export type AppContext = {
  config: AppConfig;
  database: DatabaseHandle;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** Web Push to parents' devices. */
  push: PushSender;
  paymentGateway: PaymentGateway;
  /** LHDN's MyInvois, or the built-in simulator (decision 106). */
  myInvois: MyInvoisClient;
  /** What each kind of order does when its bill is paid or fails, from the module that opens it. */
  orderKinds: OrderKinds;
  sessions: SessionService;
  cipher: CentrePasswordCipher;
  /** New messages as they are written, for the live streams of this process. */
  messageEvents: MessageEvents;
  clock: () => Date;
  /** Work that outlives a request; started by `server.ts`, off in tests unless asked for. */
  jobs: JobQueue;
};
