import { careDayLink, careSummaryNotice } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLunch } from '../../../test/care-lunch';
import { addCentre, addChild, klInstant } from '../../../test/centre-day-fixture';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import { addFamily } from '../../../test/family-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import { centres, parents } from '../../db/schema/index';
import { careSummaryHandler } from './summary-job';

const day = '2026-03-11';

describe('the end-of-day care summary', () => {
  let t: DeliveringTestApp;
  let now = klInstant(day, '12:00');

  beforeAll(async () => {
    t = await buildDeliveringTestApp({ clock: () => now });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const run = () => careSummaryHandler(t.ctx)();
  const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');

  it('sends each parent who asked one summary in their language at closing time, once', async () => {
    const centre = await addCentre(t.ctx, 'CIC Melati');
    await t.ctx.db.update(centres).set({ closingTime: '18:00' }).where(eq(centres.id, centre.id));
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    const mother = await signInAs(t.ctx, 'parent');
    const father = await signInAs(t.ctx, 'parent');
    const quiet = await signInAs(t.ctx, 'parent');
    await t.ctx.db.update(parents).set({ language: 'ms' }).where(eq(parents.id, father.id));
    const child = await addChild(t.ctx, centre.id, 'Nur Aisyah', {
      familyId: await addFamily(t.ctx, 'Rahman', [mother.id, father.id, quiet.id]),
    });
    const device = await t.subscribeParentDevice(father.token);
    for (const [token, choice] of [
      [mother.token, { push: false, email: true }],
      [father.token, { push: true, email: false }],
    ] as const) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/v2/parent/care/summary',
        headers: bearer(token),
        payload: choice,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await recordLunch(t.app, teacher.token, [child.id], { amount: 'MOST', at: now });

    now = klInstant(day, '17:55');
    await run();
    expect(t.mailsTo(mother.email ?? '')).toHaveLength(0);

    now = klInstant(day, '18:00');
    await run();
    await run();
    const input = {
      childName: 'Nur Aisyah',
      centreName: 'CIC Melati',
      entries: [
        { details: { kind: 'MEAL' as const, meal: 'LUNCH' as const, amount: 'MOST' as const }, doneAt: null },
      ],
      link: careDayLink('http://localhost:3000', child.id),
    };
    const [mail] = t.mailsTo(mother.email ?? '');
    expect(t.mailsTo(mother.email ?? '')).toHaveLength(1);
    expect(textOf(mail?.raw ?? '')).toContain('Meals: lunch most');
    const pushes = t.push.received(device.endpoint);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]?.payload ?? '').title).toBe(careSummaryNotice(input, 'ms').title);
    expect(t.mailsTo(father.email ?? '')).toHaveLength(0);
    expect(t.mailsTo(quiet.email ?? '')).toHaveLength(0);
  });
});
