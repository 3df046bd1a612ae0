import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { productionBasics, productionServices } from '../../test/production-settings';

type LogLine = { level: number; msg: string; req?: { path: string }; res?: { statusCode: number } };

/** Enough configuration for `loadConfig` to accept production; the test app brings its own database and mail. */
const production = { ...productionBasics, ...productionServices };

describe('request logs', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The log lines written while answering one request. */
  async function logOfOneRequest(env: NodeJS.ProcessEnv): Promise<LogLine[]> {
    const lines: string[] = [];
    t = await buildTestApp({ env, logStream: { write: (line) => lines.push(line) } });
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/v2?page=1' });
    expect(response.statusCode).toBe(200);
    return lines.map((line) => JSON.parse(line));
  }

  it('in development, write nothing at info for a request', async () => {
    const logged = await logOfOneRequest({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
    expect(logged).toEqual([]);
  });

  it('in development, appear at debug when LOG_LEVEL asks for it', async () => {
    const logged = await logOfOneRequest({ NODE_ENV: 'development', LOG_LEVEL: 'debug' });
    expect(
      logged.map(({ level, msg, req, res }) => ({ level, msg, path: req?.path, status: res?.statusCode })),
    ).toEqual([
      { level: 20, msg: 'incoming request', path: '/api/v2', status: undefined },
      { level: 20, msg: 'request completed', path: undefined, status: 200 },
    ]);
  });

  it("drop MyInvois' secrets and the signing certificate's password from an object logged", async () => {
    const lines: string[] = [];
    t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
    t.app.log.info(
      {
        einvoice: { clientId: 'client', clientSecret: 'secret' },
        signing: { certificatePath: '/etc/cic/signing.p12', certificatePassword: 'certificate-password' },
      },
      'settings',
    );
    const line = lines.map((each) => JSON.parse(each)).find((each) => each.msg === 'settings');
    expect(line).toMatchObject({
      einvoice: { clientId: 'client' },
      signing: { certificatePath: '/etc/cic/signing.p12' },
    });
    expect(JSON.stringify(line)).not.toMatch(/secret|certificate-password/);
  });

  it('in production, stay at info: one line in, one line out', async () => {
    const logged = await logOfOneRequest({ ...production, LOG_LEVEL: 'info' });
    expect(logged.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 30, msg: 'incoming request' },
      { level: 30, msg: 'request completed' },
    ]);
  });
});
