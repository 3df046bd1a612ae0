// Runs the real server for Playwright on a temporary data directory, with a real SMTP sink
// whose received messages the tests read over HTTP (GET /messages?to=...&since=...).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { apiNodeFlags, bundleApi } from '../../scripts/api-bundle.mjs';
import { appOrigin, e2eClockFile, e2ePorts } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cic-e2e-'));
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        messages.push({
          to: mail.to?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: Date.now(),
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});
smtp.listen(e2ePorts.smtp, '127.0.0.1');

// `since` (epoch milliseconds) keeps the answer to what arrived since: the specs poll while a run's
// notices come in, and the whole mailbox grows to thousands of messages by the end of a lane.
const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const since = Number(url.searchParams.get('since') ?? 0);
  const found = messages.filter(
    (message) => message.receivedAt >= since && (!to || message.to.toLowerCase().includes(to)),
  );
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(found));
});
mailbox.listen(e2ePorts.mailbox, '127.0.0.1');

writeFileSync(e2eClockFile, JSON.stringify({ offsetMs: 0 }));

/**
 * With E2E_DATABASE_URL (a PostgreSQL server), the server keeps its data in a database of its own
 * there, made afresh; otherwise in PGlite in the data directory, as `npm start` does (decision 123).
 */
async function databaseUrl() {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `cic_e2e_${e2ePorts.app}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
const database = await databaseUrl();

// The API as `npm start` runs it: the bundle (decision 085).
const server = spawn(process.execPath, [...apiNodeFlags, await bundleApi()], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(e2ePorts.app),
    PUBLIC_URL: appOrigin,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database } : {}),
    DEMO_SEED: 'true',
    E2E_CLOCK_FILE: e2eClockFile,
    SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
    ADMIN_REGISTRATION_CODE: 'e2e-registration-code',
    // The fake push service e2e/parent/notifications.spec.ts runs on the loopback.
    PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${e2ePorts.push}`,
    LOG_LEVEL: 'warn',
    // A message's notice a few seconds after it, not two minutes: a flow waits for it (decision 114).
    MESSAGE_NOTICE_DELAY_SECONDS: '5',
    // Delayed work (the ratio alert a minute after, a notice after its delay) found within 5 s, not
    // 30: a flow waits for it, and its lane ends sooner (decision 142).
    JOB_POLLING_SECONDS: '5',
    // Set-up sign-ins through the API (support/sign-in.ts) each come from an address of their own,
    // named in X-Forwarded-For, as separate parents would: the suite's sign-ins together pass the
    // 20 codes an hour one network may ask for. Browser flows still come from the loopback itself.
    TRUST_PROXY: '127.0.0.1',
  },
});

function stop() {
  server.kill('SIGTERM');
  smtp.close();
  mailbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(e2eClockFile, { force: true });
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
