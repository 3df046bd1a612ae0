/**
 * A production configuration's own settings besides its outside services: secrets, the admin
 * registration code, a database and mail, a public address and a VAPID pair.
 */
export const productionBasics = {
  NODE_ENV: 'production',
  SECRET_KEY: 'k'.repeat(40),
  ADMIN_REGISTRATION_CODE: 'a-long-registration-code',
  DATABASE_URL: 'postgres://app@db/cic',
  SMTP_URL: 'smtp://mail:587',
  VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'p'.repeat(43),
} as const;

/** The real outside services production talks to: Billplz and MyInvois, each with its keys (and MyInvois' signing certificate). */
export const productionServices = {
  PAYMENT_GATEWAY: 'billplz',
  BILLPLZ_API_KEY: 'key',
  BILLPLZ_COLLECTION_ID: 'collection',
  BILLPLZ_X_SIGNATURE_KEY: 'signature',
  EINVOICE_SERVICE: 'myinvois',
  MYINVOIS_CLIENT_ID: 'client',
  MYINVOIS_CLIENT_SECRET: 'secret',
  MYINVOIS_CERTIFICATE_PATH: '/etc/cic/myinvois-signing.p12',
  MYINVOIS_CERTIFICATE_PASSWORD: 'certificate-password',
} as const;
