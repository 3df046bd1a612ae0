import { messageText } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addCentre } from '../../../test/centre-day-fixture';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { auditLog, centres } from '../../db/schema/index';

const base = '/api/v2/admin/billing/centres';
const unknownCentre = '00000000-0000-4000-8000-000000000000';

describe("centres' registration numbers", () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let bangsar: string;
  let shahAlam: string;

  const put = (centreId: string, payload: object) =>
    callApi(t.app, admin.token, 'PUT', `${base}/${centreId}/registration-number`, payload);
  const numberOf = async (centreId: string) =>
    (await t.ctx.db.select().from(centres).where(eq(centres.id, centreId)))[0]?.registrationNumber;
  const auditsOf = (centreId: string) =>
    t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, centreId)).orderBy(auditLog.createdAt);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t.ctx, 'admin', { modules: ['BILLING'] });
    shahAlam = (await addCentre(t.ctx, 'CIC Shah Alam')).id;
    bangsar = (await addCentre(t.ctx, 'CIC Bangsar', { registered: false })).id;
  });
  afterAll(() => t.close());

  it('lists every centre by name, registered or not, with its number or null', async () => {
    const listed = await callApi(t.app, admin.token, 'GET', base);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      { id: bangsar, name: 'CIC Bangsar', registrationNumber: null },
      { id: shahAlam, name: 'CIC Shah Alam', registrationNumber: null },
    ]);
  });

  it('saves the number trimmed, lists it, and audits it with the number before and after', async () => {
    const saved = await put(shahAlam, { registrationNumber: '  KPM-TSK/01.2019 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { id: shahAlam, name: 'CIC Shah Alam', registrationNumber: 'KPM-TSK/01.2019' },
      message: messageText('success.registrationNumberSaved'),
    });
    const changed = await put(shahAlam, { registrationNumber: 'JKM 0421' });
    expect(changed.json().data.registrationNumber).toBe('JKM 0421');
    // Saving the same number again changes nothing, so nothing more is audited.
    await put(shahAlam, { registrationNumber: 'JKM 0421' });
    const listed = await callApi(t.app, admin.token, 'GET', base);
    expect(listed.json().data[1]).toEqual({
      id: shahAlam,
      name: 'CIC Shah Alam',
      registrationNumber: 'JKM 0421',
    });
    const audits = await auditsOf(shahAlam);
    expect(
      audits.map(({ action, actorType, actorId, details }) => ({ action, actorType, actorId, details })),
    ).toEqual([
      {
        action: 'billing.centre.registration-number',
        actorType: 'admin',
        actorId: admin.id,
        details: { before: null, after: 'KPM-TSK/01.2019' },
      },
      {
        action: 'billing.centre.registration-number',
        actorType: 'admin',
        actorId: admin.id,
        details: { before: 'KPM-TSK/01.2019', after: 'JKM 0421' },
      },
    ]);
  });

  it('clears the number when it is sent empty or only spaces', async () => {
    await put(bangsar, { registrationNumber: 'TSK-1' });
    const cleared = await put(bangsar, { registrationNumber: '   ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.registrationNumber).toBeNull();
    expect(await numberOf(bangsar)).toBeNull();
    expect((await auditsOf(bangsar)).at(-1)?.details).toEqual({ before: 'TSK-1', after: null });
  });

  it('refuses a number too long, other characters or no text, with the message under the field', async () => {
    const refusals = [
      [{ registrationNumber: 'A'.repeat(51) }, 'billing.registrationNumberLength'],
      [{ registrationNumber: 'TSK#12' }, 'billing.registrationNumberCharacters'],
      [{ registrationNumber: 'TSK\n12' }, 'billing.registrationNumberCharacters'],
      [{ registrationNumber: 12 }, 'billing.registrationNumberText'],
      [{}, 'billing.registrationNumberText'],
    ] as const;
    for (const [payload, key] of refusals) {
      expectRefusal(await put(shahAlam, payload), 400, {
        code: 'VALIDATION_FAILED',
        message: messageText(key),
        field: 'registrationNumber',
        messageCode: key,
      });
    }
    expect(await numberOf(shahAlam)).toBe('JKM 0421');
  });

  it('answers 404 in the envelope for a centre that does not exist, or an id that is not one', async () => {
    for (const id of [unknownCentre, 'not-a-centre']) {
      expectRefusal(await put(id, { registrationNumber: 'TSK-1' }), 404, {
        code: 'NOT_FOUND',
        message: messageText('centre.notFound'),
      });
    }
  });
});
