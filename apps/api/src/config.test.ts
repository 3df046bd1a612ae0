import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionBasics, productionServices } from '../test/production-settings';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cic-config-'));

describe('configuration', () => {
  it('runs embedded with no variables: PGlite, console mail, simulator, demo data, generated secrets', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      demoSeed: true,
      mail: { smtpUrl: undefined },
      payments: { gateway: 'simulator' },
      s3: undefined,
      adminRegistrationCodeGenerated: true,
    });
    expect(config.secretKey.length).toBeGreaterThanOrEqual(32);
    // The generated secrets are kept, so links and encrypted passwords survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(config.secretKey);
  });

  it('does not load demo data into a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@localhost/db' }).demoSeed).toBe(
      false,
    );
  });

  it('refuses to start in production with development defaults, naming each problem', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), DEMO_SEED: 'true' });
    } catch (error) {
      const message = (error as Error).message;
      for (const part of [
        'SECRET_KEY',
        'ADMIN_REGISTRATION_CODE',
        'DATABASE_URL',
        'SMTP_URL',
        'PAYMENT_GATEWAY',
        'EINVOICE_SERVICE',
        'DEMO_SEED',
        'PUBLIC_URL',
        'VAPID_PUBLIC_KEY',
      ]) {
        expect(message).toContain(part);
      }
    }
  });

  it('starts in production when everything is configured', () => {
    const config = loadConfig({
      ...productionBasics,
      ...productionServices,
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://app.example.my/',
    });
    expect(config).toMatchObject({ env: 'production', demoSeed: false, publicUrl: 'https://app.example.my' });
    expect(config.webPush).toMatchObject({ publicKey: `B${'a'.repeat(86)}`, privateKey: 'p'.repeat(43) });
  });

  it('keeps a generated X Signature key for the simulator, and takes Billplz only with its three keys', () => {
    const dir = dataDir();
    const simulator = loadConfig({ DATA_DIR: dir });
    expect(simulator.payments.xSignatureKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).payments.xSignatureKey).toBe(simulator.payments.xSignatureKey);
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'billplz', BILLPLZ_API_KEY: 'key' })).toThrow(
      /BILLPLZ_COLLECTION_ID and BILLPLZ_X_SIGNATURE_KEY/,
    );
    const billplz = loadConfig({
      DATA_DIR: dir,
      PAYMENT_GATEWAY: 'billplz',
      BILLPLZ_API_KEY: 'key',
      BILLPLZ_COLLECTION_ID: 'collection',
      BILLPLZ_X_SIGNATURE_KEY: 'S-s7b4yWpp9h7rrkNM1i3Z_g',
    });
    expect(billplz.payments).toMatchObject({ gateway: 'billplz', xSignatureKey: 'S-s7b4yWpp9h7rrkNM1i3Z_g' });
  });

  it("talks to the built-in MyInvois simulator by default, on this server's address with its development credentials", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://demo.example.my/' }).einvoice).toEqual({
      service: 'simulator',
      apiBaseUrl: 'https://demo.example.my/myinvois-simulator',
      portalBaseUrl: 'https://demo.example.my/myinvois-simulator/portal',
      clientId: 'cic-simulator',
      clientSecret: 'cic-simulator-secret',
      simulatorInProduction: false,
      signing: null,
    });
  });

  it('takes a signing certificate, its password optional, and needs one to send to MyInvois in production', () => {
    const dir = dataDir();
    expect(
      loadConfig({
        DATA_DIR: dir,
        MYINVOIS_CERTIFICATE_PATH: 'certificates/signing.p12',
        MYINVOIS_CERTIFICATE_PASSWORD: 'certificate-password',
      }).einvoice.signing,
    ).toEqual({
      certificatePath: path.resolve('certificates/signing.p12'),
      certificatePassword: 'certificate-password',
    });
    expect(
      loadConfig({ DATA_DIR: dir, MYINVOIS_CERTIFICATE_PATH: '/etc/cic/signing.p12' }).einvoice.signing,
    ).toEqual({ certificatePath: '/etc/cic/signing.p12', certificatePassword: '' });
    // The sandbox may be tried unsigned; production may not.
    expect(
      loadConfig({ ...productionServices, DATA_DIR: dir, MYINVOIS_CERTIFICATE_PATH: undefined }).einvoice
        .signing,
    ).toBeNull();
    const production = {
      ...productionBasics,
      ...productionServices,
      DATA_DIR: dir,
      PUBLIC_URL: 'https://a.my',
    };
    expect(() => loadConfig({ ...production, MYINVOIS_CERTIFICATE_PATH: undefined })).toThrow(
      /MYINVOIS_CERTIFICATE_PATH must be set with EINVOICE_SERVICE=myinvois/,
    );
    expect(loadConfig(production).einvoice.signing).toEqual({
      certificatePath: '/etc/cic/myinvois-signing.p12',
      certificatePassword: 'certificate-password',
    });
  });

  it("points at MyInvois' sandbox with one change, and takes MyInvois only with its client id and secret", () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, EINVOICE_SERVICE: 'myinvois' })).toThrow(
      /MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET/,
    );
    const sandbox = loadConfig({
      DATA_DIR: dir,
      EINVOICE_SERVICE: 'myinvois',
      MYINVOIS_CLIENT_ID: 'client',
      MYINVOIS_CLIENT_SECRET: 'secret',
    });
    expect(sandbox.einvoice).toMatchObject({
      service: 'myinvois',
      apiBaseUrl: 'https://preprod-api.myinvois.hasil.gov.my',
      portalBaseUrl: 'https://preprod.myinvois.hasil.gov.my',
      clientId: 'client',
      clientSecret: 'secret',
    });
    const production = loadConfig({
      DATA_DIR: dir,
      EINVOICE_SERVICE: 'myinvois',
      MYINVOIS_CLIENT_ID: 'client',
      MYINVOIS_CLIENT_SECRET: 'secret',
      MYINVOIS_API_BASE_URL: 'https://api.myinvois.hasil.gov.my/',
      MYINVOIS_PORTAL_BASE_URL: 'https://myinvois.hasil.gov.my/',
    });
    expect(production.einvoice).toMatchObject({
      apiBaseUrl: 'https://api.myinvois.hasil.gov.my',
      portalBaseUrl: 'https://myinvois.hasil.gov.my',
    });
  });

  it('refuses the MyInvois simulator in production unless EINVOICE_SIMULATOR_IN_PRODUCTION allows it', () => {
    const production = {
      ...productionBasics,
      DATA_DIR: dataDir(),
      PAYMENT_SIMULATOR_IN_PRODUCTION: 'true',
      PUBLIC_URL: 'https://demo.example.my',
    } as const;
    expect(() => loadConfig(production)).toThrow(/EINVOICE_SERVICE must be myinvois/);
    expect(loadConfig({ ...production, EINVOICE_SIMULATOR_IN_PRODUCTION: 'true' }).einvoice).toMatchObject({
      service: 'simulator',
      simulatorInProduction: true,
    });
  });

  it('keeps generated VAPID keys across restarts, and takes configured ones as a pair', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).webPush;
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).webPush).toMatchObject({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: first.publicKey })).toThrow(/set together/);
    expect(
      loadConfig({ DATA_DIR: dir, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4290/, https://*.push.example' })
        .webPush.serviceOrigins,
    ).toEqual(['http://127.0.0.1:4290', 'https://*.push.example']);
  });

  it('believes X-Forwarded-For only for the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it("prints the organisation's address on documents line by line, from ORGANISATION_ADDRESS's ';'", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).organisation.addressLines).toEqual([
      'Level 5, Menara CIC, Jalan Ampang',
      '50450 Kuala Lumpur',
    ]);
    const configured = loadConfig({
      DATA_DIR: dataDir(),
      ORGANISATION_ADDRESS: ' 1, Jalan Satu ;; 40000 Shah Alam ',
    });
    expect(configured.organisation.addressLines).toEqual(['1, Jalan Satu', '40000 Shah Alam']);
  });

  it('explains a malformed variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
  });
});
