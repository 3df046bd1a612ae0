/**
 * Loopback ports for the end-to-end run: the app, the SMTP sink, its mailbox reader and the fake
 * Web Push service a test starts. E2E_PORT_BASE moves them all, so two runs can share a machine.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';

const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const e2ePorts = { app: base, smtp: base + 25, mailbox: base + 26, push: base + 27 };
/** Where the browser reaches the app: Playwright's baseURL and the server's PUBLIC_URL. */
export const appOrigin = `http://127.0.0.1:${e2ePorts.app}`;
/** The server's clock offset, which a spec moves to show "the next day" (support/server-clock.ts). */
export const e2eClockFile = path.join(tmpdir(), `cic-e2e-clock-${base}.json`);
