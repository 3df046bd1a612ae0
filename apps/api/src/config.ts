import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** Every environment variable the server reads; documented in the README. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  ADMIN_REGISTRATION_CODE: z
    .string()
    .min(8, 'ADMIN_REGISTRATION_CODE must be at least 8 characters')
    .optional(),
  DEMO_SEED: booleanText,
  /** The browser tests' clock: a file holding an offset from real time (decision 082); test runs only. */
  E2E_CLOCK_FILE: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CIC Connect <no-reply@cic.example>'),
  PAYMENT_GATEWAY: z.enum(['simulator', 'billplz']).default('simulator'),
  BILLPLZ_API_KEY: z.string().optional(),
  BILLPLZ_COLLECTION_ID: z.string().optional(),
  BILLPLZ_X_SIGNATURE_KEY: z.string().optional(),
  BILLPLZ_BASE_URL: z.url().default('https://www.billplz-sandbox.com'),
  /** Lets a demo deployment run the simulator with NODE_ENV=production (anyone can "pay" there). */
  PAYMENT_SIMULATOR_IN_PRODUCTION: booleanText,
  /** Where e-invoices go: the built-in MyInvois simulator, or LHDN's MyInvois (decision 106). */
  EINVOICE_SERVICE: z.enum(['simulator', 'myinvois']).default('simulator'),
  /** MyInvois' API and identity service; the sandbox unless production's is given. */
  MYINVOIS_API_BASE_URL: z.url().default('https://preprod-api.myinvois.hasil.gov.my'),
  /** MyInvois' portal, where a validated document's public page (its QR code's link) lives. */
  MYINVOIS_PORTAL_BASE_URL: z.url().default('https://preprod.myinvois.hasil.gov.my'),
  MYINVOIS_CLIENT_ID: z.string().min(1).optional(),
  MYINVOIS_CLIENT_SECRET: z.string().min(1).optional(),
  /** The issuer's PKCS#12 (.p12/.pfx) signing certificate, from an LHDN-recognised CA (decision 105). */
  MYINVOIS_CERTIFICATE_PATH: z.string().min(1).optional(),
  MYINVOIS_CERTIFICATE_PASSWORD: z.string().optional(),
  /** Lets a demo deployment run the MyInvois simulator with NODE_ENV=production (nothing reaches LHDN). */
  EINVOICE_SIMULATOR_IN_PRODUCTION: booleanText,
  /** How long an unpaid order waits for its payment before it lapses (EXPIRED). */
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(10080).default(60),
  /** Days from an overtime invoice's issue to its due date. */
  INVOICE_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** How long a conversation's notice waits for more messages before it goes (decision 114). */
  MESSAGE_NOTICE_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** How often each API process asks the job queue for due work (pg-boss's polling interval). */
  JOB_POLLING_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-southeast-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Web Push (VAPID) keys, base64url: the public key of an uncompressed P-256 point, the private scalar. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be 65 bytes, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be 32 bytes, base64url')
    .optional(),
  /** Who push services may contact about this sender: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
    .optional(),
  /** Origins a push subscription's endpoint may have (comma-separated; `*.` for any subdomain). */
  PUSH_SERVICE_ORIGINS: z.string().optional(),
  /** Monday to Friday's office hours as Kuala Lumpur clock times 'HH:mm-HH:mm'; the web words them. */
  CONTACT_OFFICE_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'CONTACT_OFFICE_HOURS must be HH:mm-HH:mm')
    .default('08:30-17:30'),
  CONTACT_EMAIL: z.string().default('care@cic.example'),
  CONTACT_WHATSAPP: z.string().default('+60 12-345 6789'),
  CONTACT_HQ_PHONE: z.string().default('+60 3-1234 5678'),
  /** The organisation's postal address on invoices and receipts, its lines separated by ';'. */
  ORGANISATION_ADDRESS: z.string().default('Level 5, Menara CIC, Jalan Ampang; 50450 Kuala Lumpur'),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  /** Set by the browser tests only: the server's clock runs this file's offset ahead (decision 082). */
  e2eClockFile?: string | undefined;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string;
  adminRegistrationCode: string;
  /** True when the admin registration code was generated rather than configured (printed at start). */
  adminRegistrationCodeGenerated: boolean;
  demoSeed: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  payments: {
    gateway: 'simulator' | 'billplz';
    billplz: { apiKey?: string; collectionId?: string; baseUrl: string };
    /** Signs and checks callbacks and redirects: Billplz's key, or a generated one for the simulator. */
    xSignatureKey: string;
    simulatorInProduction: boolean;
    orderExpiryMinutes: number;
  };
  invoices: { dueDays: number };
  /** Seconds a message notice waits to gather what else arrives (decision 114). */
  messages: { noticeDelaySeconds: number };
  /** Seconds between the job queue's looks for due work. */
  jobs: { pollingSeconds: number };
  /**
   * MyInvois as the product calls it. With the simulator, the addresses are this server's own
   * `/myinvois-simulator` and the credentials the simulator's fixed development ones.
   */
  einvoice: {
    service: 'simulator' | 'myinvois';
    apiBaseUrl: string;
    portalBaseUrl: string;
    clientId: string;
    /** Never logged nor shown (the logger redacts `clientSecret` and `client_secret`). */
    clientSecret: string;
    simulatorInProduction: boolean;
    /**
     * The PKCS#12 file documents are signed with, and its password (never logged: the logger
     * redacts `certificatePassword`). Null when none is set: documents go unsigned.
     */
    signing: { certificatePath: string; certificatePassword: string } | null;
  };
  s3:
    | { endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string }
    | undefined;
  webDistDir: string | undefined;
  /** Which X-Forwarded-For hops to believe (rate limits key on the client address): false unless set. */
  trustProxy: boolean | number | string;
  logLevel: string;
  webPush: {
    publicKey: string;
    privateKey: string;
    subject: string;
    /** `https://fcm.googleapis.com`, `https://*.notify.windows.com`: where the server may post pushes. */
    serviceOrigins: string[];
  };
  contact: {
    officeHours: { opens: string; closes: string };
    email: string;
    whatsapp: string;
    hqPhone: string;
  };
  /** The organisation's address as its documents print it, line by line (contact from `contact`). */
  organisation: { addressLines: string[] };
};

export class ConfigError extends Error {}

/** TRUST_PROXY: 'true', a hop count such as '1', or addresses/CIDRs such as '10.0.0.0/8,127.0.0.1'. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads a secret from DATA_DIR, creating it once, so an embedded install keeps its keys across restarts. */
function generatedSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/**
 * The push services of the browsers parents use. A subscription elsewhere is refused: the server
 * posts to the endpoint, so an open list would let anyone aim it at an address of their choosing.
 */
export const defaultPushServiceOrigins = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

/** A VAPID key pair kept in DATA_DIR like the other generated secrets (ECDH P-256, base64url). */
function generatedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
    // A scalar with leading zero bytes comes back shorter; web-push wants all 32.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** '08:30-17:30' as the opening and closing times (the schema has checked the form). */
function officeHoursOf(value: string): { opens: string; closes: string } {
  const [opens = '', closes = ''] = value.split('-');
  return { opens, closes };
}

/** The simulator's fixed development credentials: it checks them as MyInvois checks real ones. */
export const simulatorCredentials = { clientId: 'cic-simulator', clientSecret: 'cic-simulator-secret' };

/** The simulator's addresses on this server (decision 106). */
export const myInvoisSimulatorPrefix = '/myinvois-simulator';

function einvoiceSettings(e: z.infer<typeof environmentSchema>, publicUrl: string): AppConfig['einvoice'] {
  const simulatorInProduction = e.EINVOICE_SIMULATOR_IN_PRODUCTION ?? false;
  const signing = e.MYINVOIS_CERTIFICATE_PATH
    ? {
        certificatePath: path.resolve(e.MYINVOIS_CERTIFICATE_PATH),
        certificatePassword: e.MYINVOIS_CERTIFICATE_PASSWORD ?? '',
      }
    : null;
  if (e.EINVOICE_SERVICE === 'simulator') {
    return {
      service: 'simulator',
      apiBaseUrl: `${publicUrl}${myInvoisSimulatorPrefix}`,
      portalBaseUrl: `${publicUrl}${myInvoisSimulatorPrefix}/portal`,
      ...simulatorCredentials,
      simulatorInProduction,
      signing,
    };
  }
  return {
    service: 'myinvois',
    apiBaseUrl: e.MYINVOIS_API_BASE_URL.replace(/\/$/, ''),
    portalBaseUrl: e.MYINVOIS_PORTAL_BASE_URL.replace(/\/$/, ''),
    clientId: e.MYINVOIS_CLIENT_ID ?? '',
    clientSecret: e.MYINVOIS_CLIENT_SECRET ?? '',
    simulatorInProduction,
    signing,
  };
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (production) {
    const missing: string[] = [];
    if (!e.SECRET_KEY) missing.push('SECRET_KEY (at least 32 characters) must be set');
    if (!e.ADMIN_REGISTRATION_CODE) missing.push('ADMIN_REGISTRATION_CODE must be set');
    if (!e.DATABASE_URL) missing.push('DATABASE_URL must point at a PostgreSQL server');
    if (!e.SMTP_URL) missing.push('SMTP_URL must be set (console mail is for development only)');
    if (e.PAYMENT_GATEWAY !== 'billplz' && !e.PAYMENT_SIMULATOR_IN_PRODUCTION)
      missing.push(
        'PAYMENT_GATEWAY must be billplz (the simulator is for development only; PAYMENT_SIMULATOR_IN_PRODUCTION=true allows it)',
      );
    if (e.EINVOICE_SERVICE !== 'myinvois' && !e.EINVOICE_SIMULATOR_IN_PRODUCTION)
      missing.push(
        'EINVOICE_SERVICE must be myinvois (the simulator is for development only; EINVOICE_SIMULATOR_IN_PRODUCTION=true allows it)',
      );
    if (e.EINVOICE_SERVICE === 'myinvois' && !e.MYINVOIS_CERTIFICATE_PATH)
      missing.push(
        'MYINVOIS_CERTIFICATE_PATH must be set with EINVOICE_SERVICE=myinvois (MyInvois finds unsigned version 1.1 documents invalid)',
      );
    if (e.DEMO_SEED === true) missing.push('DEMO_SEED must not be enabled in production');
    if (!e.PUBLIC_URL) missing.push('PUBLIC_URL must be set');
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY)
      missing.push(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set (every API process signs pushes with them)',
      );
    if (missing.length > 0) {
      throw new ConfigError(`Refusing to start in production:\n  ${missing.join('\n  ')}`);
    }
  }

  if (e.E2E_CLOCK_FILE && e.NODE_ENV !== 'test') {
    throw new ConfigError('E2E_CLOCK_FILE is for the browser tests only (NODE_ENV=test)');
  }

  if (
    e.PAYMENT_GATEWAY === 'billplz' &&
    !(e.BILLPLZ_API_KEY && e.BILLPLZ_COLLECTION_ID && e.BILLPLZ_X_SIGNATURE_KEY)
  ) {
    throw new ConfigError(
      'PAYMENT_GATEWAY=billplz needs BILLPLZ_API_KEY, BILLPLZ_COLLECTION_ID and BILLPLZ_X_SIGNATURE_KEY',
    );
  }

  if (e.EINVOICE_SERVICE === 'myinvois' && !(e.MYINVOIS_CLIENT_ID && e.MYINVOIS_CLIENT_SECRET)) {
    throw new ConfigError('EINVOICE_SERVICE=myinvois needs MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET');
  }

  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  }

  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const adminRegistrationCode =
    e.ADMIN_REGISTRATION_CODE ?? generatedSecret(dataDir, 'admin-registration-code', 9);
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY ?? generatedSecret(dataDir, 'secret-key', 32),
    adminRegistrationCode,
    adminRegistrationCodeGenerated: !e.ADMIN_REGISTRATION_CODE,
    demoSeed: e.DEMO_SEED ?? (!production && !e.DATABASE_URL),
    e2eClockFile: e.E2E_CLOCK_FILE,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      billplz: {
        apiKey: e.BILLPLZ_API_KEY,
        collectionId: e.BILLPLZ_COLLECTION_ID,
        baseUrl: e.BILLPLZ_BASE_URL,
      },
      xSignatureKey: e.BILLPLZ_X_SIGNATURE_KEY ?? generatedSecret(dataDir, 'billplz-x-signature-key', 32),
      simulatorInProduction: e.PAYMENT_SIMULATOR_IN_PRODUCTION ?? false,
      orderExpiryMinutes: e.ORDER_EXPIRY_MINUTES,
    },
    invoices: { dueDays: e.INVOICE_DUE_DAYS },
    messages: { noticeDelaySeconds: e.MESSAGE_NOTICE_DELAY_SECONDS },
    jobs: { pollingSeconds: e.JOB_POLLING_SECONDS },
    einvoice: einvoiceSettings(e, publicUrl),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webPush: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : generatedVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}`,
      serviceOrigins: e.PUSH_SERVICE_ORIGINS
        ? e.PUSH_SERVICE_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/$/, ''))
        : defaultPushServiceOrigins,
    },
    contact: {
      officeHours: officeHoursOf(e.CONTACT_OFFICE_HOURS),
      email: e.CONTACT_EMAIL,
      whatsapp: e.CONTACT_WHATSAPP,
      hqPhone: e.CONTACT_HQ_PHONE,
    },
    organisation: {
      addressLines: e.ORGANISATION_ADDRESS.split(';')
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}
