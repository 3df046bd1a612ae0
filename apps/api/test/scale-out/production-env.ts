import { createECDH } from 'node:crypto';

/**
 * The environment of API processes run as in production (`NODE_ENV=production`: the server
 * refuses to start without a PostgreSQL server, real mail, a public URL, its own secrets and a
 * VAPID pair shared by every process), on a test's database, mail sink and file store.
 */
export function productionEnv(services: {
  databaseUrl: string;
  smtpUrl: string;
  publicUrl: string;
  dataDir: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    NODE_ENV: 'production',
    DATABASE_URL: services.databaseUrl,
    SMTP_URL: services.smtpUrl,
    PUBLIC_URL: services.publicUrl,
    DATA_DIR: services.dataDir,
    SECRET_KEY: 'scale-out-secret-key-scale-out-secret-key',
    ADMIN_REGISTRATION_CODE: 'scale-out-registration',
    DEMO_SEED: 'false',
    PAYMENT_SIMULATOR_IN_PRODUCTION: 'true',
    EINVOICE_SIMULATOR_IN_PRODUCTION: 'true',
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url', 'uncompressed'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
    // HAProxy on the loopback adds X-Forwarded-For: believe it, as a deployment believes its balancer.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...services.extra,
  };
}
