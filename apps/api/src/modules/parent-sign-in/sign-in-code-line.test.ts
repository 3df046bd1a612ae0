import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type ConsoleMailer, createConsoleMailer } from '../../adapters/mail-console';

describe('sign-in codes in the development console', () => {
  let t: TestApp;
  let outboxDir: string;
  let mailer: ConsoleMailer;
  const printed: string[] = [];
  const logLines: string[] = [];

  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'cic-code-line-'));
    mailer = createConsoleMailer({
      dataDir: outboxDir,
      from: 'no-reply@cic.test',
      print: (text) => printed.push(text),
    });
    t = await buildTestApp({
      mailer,
      env: { NODE_ENV: 'development', LOG_LEVEL: 'debug' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });

  afterAll(async () => {
    await t.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('prints each code on its own line, "Sign-in code for <e-mail>: <code>", and only there', async () => {
    const email = 'tan.weiming@demo.test';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/request-otp',
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);

    expect(printed).toHaveLength(1);
    const line = /^Sign-in code for tan\.weiming@demo\.test: (\d{6})$/.exec(printed[0] ?? '');
    expect(line).not.toBeNull();
    const code = line?.[1] ?? '';

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/verify-otp',
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);

    // The outbox keeps the whole e-mail as sent; the request log, even at debug, never holds the code.
    const [sent] = (await readFile(mailer.outboxFile, 'utf8'))
      .trim()
      .split('\n')
      .map((entry) => JSON.parse(entry));
    expect(sent.text).toContain(`verification code is: ${code}`);
    expect(sent.consoleLine).toBeUndefined();
    expect(logLines.join('\n')).toContain('/api/v2/parent/auth/verify-otp');
    expect(logLines.join('\n')).not.toContain(code);
  });
});
