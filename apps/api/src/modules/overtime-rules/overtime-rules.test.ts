import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addCentreWithPackage, type CentreWithPackage } from '../../../test/registration-fixture';
import { signInAs } from '../../../test/sign-in';
import { auditLog, overtimeRules } from '../../db/schema/index';

const block = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({
  description: `${startTime} onwards`,
  startTime,
  endTime,
  duration: 5,
  unit: 'MINUTE',
  amount: 1,
  isActive: true,
  ...extra,
});

describe('overtime rules', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let bangsar: CentreWithPackage;
  let damansara: CentreWithPackage;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] });
    bangsar = await addCentreWithPackage(t.ctx);
    damansara = await addCentreWithPackage(t.ctx);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    token = admin.token,
  ) => callApi(t.app, token, method, `/api/v2/admin/overtime${path}`, payload);

  it('creates, lists, updates and deletes the default rules, in ringgit on the wire and sen in the database', async () => {
    const created = await call('POST', '/rules', {
      packageId: null,
      blocks: [
        block('18:00', '19:00', { duration: 15, amount: 5 }),
        block('17:00', '18:00', { amount: 1.5 }),
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Overtime rules created successfully',
      data: {
        packageId: null,
        packageName: 'Default Rules',
        centerName: null,
        rules: [
          { startTime: '17:00', endTime: '18:00', duration: 5, unit: 'MINUTE', amount: 1.5, isActive: true },
          { startTime: '18:00', endTime: '19:00', duration: 15, amount: 5 },
        ],
      },
    });
    const stored = await t.ctx.db.select().from(overtimeRules);
    expect(stored.map((rule) => rule.rateSen).sort()).toEqual([150, 500]);

    const updated = await call('PUT', '/rules/default', {
      blocks: [block('17:30', '18:30', { amount: 2, isActive: false, description: 'Late' })],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Overtime rules updated successfully',
      data: {
        packageId: null,
        rules: [{ startTime: '17:30', amount: 2, isActive: false, description: 'Late' }],
      },
    });
    expect(updated.json().data.rules).toHaveLength(1);

    const listed = await call('GET', '/rules');
    expect(listed.json().data).toEqual([updated.json().data]);

    const deleted = await call('DELETE', '/rules/default');
    expect(deleted.json()).toMatchObject({
      success: true,
      data: null,
      message: 'Overtime rules deleted successfully',
    });
    expect((await call('GET', '/rules')).json().data).toEqual([]);
    expect((await call('DELETE', '/rules/default')).statusCode).toBe(404);
  });

  it("creates a package's rules, lists the default first, marks the package, and searches by package or centre", async () => {
    await call('POST', '/rules', { packageId: null, blocks: [block('17:00', '18:00')] });
    const created = await call('POST', '/rules', {
      packageId: bangsar.pkg.id,
      blocks: [block('17:30', '18:30', { amount: 3 })],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      packageId: bangsar.pkg.id,
      packageName: 'Full Day',
      centerName: bangsar.centre.name,
    });

    const groups = (await call('GET', '/rules')).json().data;
    expect(groups.map((group: { packageName: string }) => group.packageName)).toEqual([
      'Default Rules',
      'Full Day',
    ]);

    const packages = (await call('GET', '/packages')).json().data;
    expect(packages).toEqual(
      expect.arrayContaining([
        { id: bangsar.pkg.id, name: 'Full Day', centerName: bangsar.centre.name, hasRules: true },
        { id: damansara.pkg.id, name: 'Full Day', centerName: damansara.centre.name, hasRules: false },
      ]),
    );

    const search = async (text: string) =>
      (await call('GET', `/rules?search=${encodeURIComponent(text)}`))
        .json()
        .data.map((group: { packageId: string | null }) => group.packageId);
    expect(await search(bangsar.centre.name.toLowerCase())).toEqual([bangsar.pkg.id]);
    expect(await search('full')).toEqual([bangsar.pkg.id]);
    expect(await search('default')).toEqual([null]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);

    const updated = await call('PUT', `/rules/${bangsar.pkg.id}`, {
      blocks: [block('17:30', '18:30', { amount: 3 }), block('18:30', '19:30', { amount: 4 })],
    });
    expect(updated.json().data.rules.map((rule: { amount: number }) => rule.amount)).toEqual([3, 4]);

    expect((await call('DELETE', `/rules/${bangsar.pkg.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/packages')).json().data).toContainEqual(
      expect.objectContaining({ id: bangsar.pkg.id, hasRules: false }),
    );
    await call('DELETE', '/rules/default');
  });

  it('answers 409 on a second create of the same group, and writes nothing', async () => {
    const first = await call('POST', '/rules', {
      packageId: damansara.pkg.id,
      blocks: [block('17:00', '18:00')],
    });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/rules', {
      packageId: damansara.pkg.id,
      blocks: [block('19:00', '20:00')],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This package already has overtime rules.',
    });
    const group = (await call('GET', `/rules?search=${encodeURIComponent(damansara.centre.name)}`)).json()
      .data;
    expect(group[0].rules.map((rule: { startTime: string }) => rule.startTime)).toEqual(['17:00']);
    await call('DELETE', `/rules/${damansara.pkg.id}`);
  });

  it('answers 404 for an unknown package and an unknown group', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const create = await call('POST', '/rules', { packageId: unknown, blocks: [block('17:00', '18:00')] });
    expect(create.statusCode).toBe(404);
    expect(create.json()).toMatchObject({ message: 'This package was not found.', field: 'packageId' });
    for (const path of [`/rules/${unknown}`, '/rules/default', '/rules/not-a-package']) {
      const update = await call('PUT', path, { blocks: [block('17:00', '18:00')] });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'These overtime rules were not found.',
      });
      expect((await call('DELETE', path)).statusCode).toBe(404);
    }
  });

  it.each([
    ['no block', [], 'blocks', 'At least one time block is required'],
    [
      'a duration of 0',
      [block('17:00', '18:00', { duration: 0 })],
      'blocks.0.duration',
      'Duration must be at least 1',
    ],
    [
      'a negative rate',
      [block('17:00', '18:00', { amount: -1 })],
      'blocks.0.amount',
      'Rate must be at least 0',
    ],
    [
      'a rate in part sen',
      [block('17:00', '18:00', { amount: 1.005 })],
      'blocks.0.amount',
      'Rate has at most 2 decimal places',
    ],
    [
      'another unit',
      [block('17:00', '18:00', { unit: 'DAY' })],
      'blocks.0.unit',
      'Unit must be MINUTE or HOUR',
    ],
    ['no start time', [block('', '18:00')], 'blocks.0.startTime', 'Start time is required'],
    ['no end time', [block('17:00', '')], 'blocks.0.endTime', 'End time is required'],
    ['a time that is not HH:mm', [block('5pm', '18:00')], 'blocks.0.startTime', 'Enter the time in full.'],
    [
      'an end before the start',
      [block('18:00', '17:00')],
      'blocks.0.endTime',
      'End time must be after start time',
    ],
    [
      'overlapping blocks',
      [block('17:00', '18:00'), block('17:30', '18:30')],
      'blocks.1.startTime',
      'Time blocks must not overlap',
    ],
  ])('refuses %s with a 400 naming the field', async (_name, blocks, field, message) => {
    for (const [method, path, payload] of [
      ['POST', '/rules', { packageId: null, blocks }],
      ['PUT', '/rules/default', { blocks }],
    ] as const) {
      const response = await call(method, path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
    expect(await t.ctx.db.select().from(overtimeRules)).toEqual([]);
  });

  it('audits every write with the admin and the group', async () => {
    const { pkg } = await addCentreWithPackage(t.ctx);
    await call('POST', '/rules', { packageId: pkg.id, blocks: [block('17:00', '18:00')] });
    await call('PUT', `/rules/${pkg.id}`, { blocks: [block('17:00', '18:00'), block('18:00', '19:00')] });
    await call('DELETE', `/rules/${pkg.id}`);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'overtime-rules'), eq(auditLog.entityId, pkg.id)))
      .orderBy(auditLog.createdAt);
    expect(rows.map((row) => [row.action, row.actorId, row.details])).toEqual([
      ['overtime-rules.create', admin.id, { blocks: 1 }],
      ['overtime-rules.update', admin.id, { from: 1, to: 2 }],
      ['overtime-rules.delete', admin.id, { blocks: 2 }],
    ]);
  });

  it('refuses an admin without the OVERTIME module on every call', async () => {
    const other = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN', 'REGISTRATION'] });
    for (const [method, path, payload] of [
      ['GET', '/packages', undefined],
      ['GET', '/rules', undefined],
      ['POST', '/rules', { packageId: null, blocks: [block('17:00', '18:00')] }],
      ['PUT', '/rules/default', { blocks: [block('17:00', '18:00')] }],
      ['DELETE', '/rules/default', undefined],
    ] as const) {
      const response = await call(method, path, payload, other.token);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
