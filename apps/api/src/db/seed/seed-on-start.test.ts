import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startDemoData } from './seed-on-start';

const readme = fileURLToPath(new URL('../../../../../README.md', import.meta.url));
const demoEmail = /[a-z0-9.]+@demo\.test/g;
const emailsIn = (text: string) => new Set(text.match(demoEmail));

// Tuesday 24 November 2026, 10:00 in Kuala Lumpur.
const now = new Date('2026-11-24T02:00:00Z');

// Each test loads the whole demo data set (photos, password hashes, a thousand check-ins).
describe('demo accounts printed at start', { timeout: 120_000 }, () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(env: NodeJS.ProcessEnv = {}) {
    t = await buildTestApp({ clock: () => now, env });
    return t;
  }

  it('prints every @demo.test account the README lists, on the first start and on every restart', async () => {
    const { ctx } = await start();
    const printed: string[] = [];
    await startDemoData(ctx, (text) => printed.push(text));
    await startDemoData(ctx, (text) => printed.push(text));

    expect(printed).toHaveLength(2);
    expect(printed[1]).toBe(printed[0]);
    const listed = emailsIn(await readFile(readme, 'utf8'));
    expect(listed.size).toBeGreaterThanOrEqual(30);
    expect(emailsIn(printed[0] ?? '')).toEqual(listed);
    expect(printed[0]).toContain('Demo data seeded 24/11/2026 10:00 (Kuala Lumpur time)');
    for (const password of [
      'demo-admin-pass',
      'demo-hoc-pass',
      'melawati-pass',
      'bangsar-pass',
      'shahalam-pass',
    ]) {
      expect(printed[0]).toContain(password);
    }
  });

  it('prints nothing when the database holds no demo data', async () => {
    const { ctx } = await start({ DEMO_SEED: 'false' });
    const printed: string[] = [];
    await startDemoData(ctx, (text) => printed.push(text));
    expect(printed).toEqual([]);
  });

  it('neither seeds nor prints in production', async () => {
    const { ctx } = await start();
    const printed: string[] = [];
    await startDemoData({ ...ctx, config: { ...ctx.config, env: 'production' } }, (text) =>
      printed.push(text),
    );
    await startDemoData({ ...ctx, config: { ...ctx.config, demoSeed: false } }, (text) => printed.push(text));
    expect(printed).toEqual([]);
  });
});
