import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre } from '../../../test/centre-day-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import { auditLog } from '../../db/schema/index';

const now = new Date('2026-03-11T04:00:00Z');

describe('admin notes on a centre day', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let colleague: Awaited<ReturnType<typeof signInAs>>;
  let centre: { id: string };
  let otherCentre: { id: string };

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    colleague = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    centre = await addCentre(t.ctx, 'CIC Kajang');
    otherCentre = await addCentre(t.ctx, 'CIC Rawang');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = admin.token,
  ) =>
    t.app.inject({
      method,
      url: `/api/v2/admin/checkin/center/${url}`,
      headers: bearer(token),
      payload,
    });

  it('adds, lists, edits and deletes notes of a day', async () => {
    const created = await call('POST', `${centre.id}/notes`, {
      text: '  Fire drill at 10  ',
      date: '2026-03-10',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Note created successfully',
      data: {
        noteId: expect.any(String),
        text: 'Fire drill at 10',
        date: '2026-03-10',
        author: admin.email,
        createdAt: expect.any(String),
      },
    });
    const noteId: string = created.json().data.noteId;
    await call('POST', `${centre.id}/notes`, { text: 'Another day', date: '2026-03-09' });
    await call('POST', `${centre.id}/notes`, { text: 'Second note', date: '2026-03-10' }, colleague.token);

    const listed = (await call('GET', `${centre.id}/notes?date=2026-03-10`)).json().data;
    expect(listed.map((note: { text: string }) => note.text)).toEqual(['Fire drill at 10', 'Second note']);
    expect(listed[1].author).toBe(colleague.email);
    expect((await call('GET', `${centre.id}/notes`)).json().data).toEqual([]);
    expect((await call('GET', `${otherCentre.id}/notes?date=2026-03-10`)).json().data).toEqual([]);

    const updated = await call(
      'PUT',
      `${centre.id}/notes/${noteId}`,
      { text: 'Fire drill moved to 11', date: '2026-03-10' },
      colleague.token,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Note updated successfully',
      data: { noteId, text: 'Fire drill moved to 11', author: admin.email },
    });

    const deleted = await call('DELETE', `${centre.id}/notes/${noteId}`);
    expect(deleted.json()).toMatchObject({ success: true, data: null, message: 'Note deleted successfully' });
    expect((await call('DELETE', `${centre.id}/notes/${noteId}`)).statusCode).toBe(404);
    const remaining = (await call('GET', `${centre.id}/notes?date=2026-03-10`)).json().data;
    expect(remaining.map((note: { text: string }) => note.text)).toEqual(['Second note']);

    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, noteId));
    expect(audit.map((entry) => [entry.action, entry.actorType]).sort()).toEqual([
      ['note.create', 'admin'],
      ['note.delete', 'admin'],
      ['note.update', 'admin'],
    ]);
  });

  it('requires text of at most 60 characters and a real day', async () => {
    const empty = await call('POST', `${centre.id}/notes`, { text: '   ', date: '2026-03-10' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Note text is required', field: 'text' });
    const missing = await call('POST', `${centre.id}/notes`, { date: '2026-03-10' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('text');
    const long = await call('POST', `${centre.id}/notes`, { text: 'x'.repeat(61), date: '2026-03-10' });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('text');
    const sixty = await call('POST', `${centre.id}/notes`, { text: 'y'.repeat(60), date: '2026-03-10' });
    expect(sixty.statusCode).toBe(201);
    const noDate = await call('POST', `${centre.id}/notes`, { text: 'Hello' });
    expect(noDate.json().field).toBe('date');
    const badDay = await call('POST', `${centre.id}/notes`, { text: 'Hello', date: '2026-02-31' });
    expect(badDay.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'date' });
  });

  it("answers 404 for another centre's note, an unknown centre or note", async () => {
    const created = await call('POST', `${centre.id}/notes`, { text: 'Mine', date: '2026-03-10' });
    const noteId: string = created.json().data.noteId;
    for (const [method, payload] of [
      ['PUT', { text: 'Taken over', date: '2026-03-10' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `${otherCentre.id}/notes/${noteId}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This note was not found.');
      expect((await call(method, `${centre.id}/notes/not-a-note`, payload)).statusCode).toBe(404);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `${unknown}/notes`)).json().message).toBe('This center was not found.');
    expect((await call('POST', `${unknown}/notes`, { text: 'x', date: '2026-03-10' })).statusCode).toBe(404);
    const stillThere = (await call('GET', `${centre.id}/notes?date=2026-03-10`)).json().data;
    expect(stillThere.some((note: { noteId: string }) => note.noteId === noteId)).toBe(true);
  });
});
