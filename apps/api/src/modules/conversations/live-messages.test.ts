import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild } from '../../../test/centre-day-fixture';
import { openStream, within } from '../../../test/event-stream';
import { addFamily } from '../../../test/family-fixture';
import { buildSecondServer } from '../../../test/second-server';
import { bearer, signInAs } from '../../../test/sign-in';
import { serverUrl } from '../../../test/test-database';

describe('messages arrive live (decision 112)', () => {
  let t: TestApp;
  let baseUrl: string;
  let bangsar: { id: string };
  let cheras: { id: string };
  let mother: { token: string; id: string };
  let neighbour: { token: string; id: string };
  /** Mei Ling's parent, who writes to Cheras: the Bangsar streams must not hear it. */
  let cherasParent: { token: string; id: string };
  let teacher: { token: string };
  let cherasTeacher: { token: string };
  let aisyahId: string;
  let adamId: string;
  let meiLingId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    bangsar = await addCentre(t.ctx, 'CIC Bangsar');
    cheras = await addCentre(t.ctx, 'CIC Cheras');
    mother = await signInAs(t.ctx, 'parent');
    neighbour = await signInAs(t.ctx, 'parent');
    cherasParent = await signInAs(t.ctx, 'parent');
    teacher = await signInAs(t.ctx, 'teacher', { centreId: bangsar.id });
    cherasTeacher = await signInAs(t.ctx, 'teacher', { centreId: cheras.id });
    const rahman = await addFamily(t.ctx, 'Rahman', [mother.id]);
    const tan = await addFamily(t.ctx, 'Tan', [neighbour.id]);
    const lim = await addFamily(t.ctx, 'Lim', [cherasParent.id]);
    aisyahId = (await addChild(t.ctx, bangsar.id, 'Nur Aisyah', { familyId: rahman })).id;
    adamId = (await addChild(t.ctx, bangsar.id, 'Adam Tan', { familyId: tan })).id;
    meiLingId = (await addChild(t.ctx, cheras.id, 'Mei Ling', { familyId: lim })).id;
  });
  afterAll(() => t.close());

  const post = async (url: string, token: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2${url}`,
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it("streams a new thread and each answer to the centre's inbox, and no other centre's", async () => {
    const stream = await openStream(baseUrl, '/center/messages/stream', teacher.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toContain('no-cache');
    try {
      await post('/parent/messages', cherasParent.token, {
        childId: meiLingId,
        subject: 'Lunch',
        body: 'No nuts.',
      });
      const thread = await post('/parent/messages', mother.token, {
        childId: aisyahId,
        subject: 'Fever',
        body: 'She was warm last night.',
      });
      expect(await within(stream.next())).toEqual({ event: 'message', data: { threadId: thread.id } });
      await post(`/parent/messages/${thread.id}/replies`, mother.token, { body: 'She is better now.' });
      expect(await within(stream.next())).toEqual({ event: 'message', data: { threadId: thread.id } });
    } finally {
      stream.close();
    }
  });

  it("streams the centre's answers to the family's parents only", async () => {
    const own = await openStream(baseUrl, '/parent/messages/stream', mother.token);
    const other = await openStream(baseUrl, '/parent/messages/stream', neighbour.token);
    try {
      const sent = await post('/center/messages', teacher.token, {
        to: { kind: 'CHILDREN', childIds: [aisyahId] },
        subject: 'Sports day',
        body: 'Please bring a hat.',
      });
      expect(await within(own.next())).toEqual({ event: 'message', data: { threadId: sent.threadIds[0] } });
      // The neighbour's first event is their own family's thread, never the Rahmans'.
      const theirs = await post('/center/messages', teacher.token, {
        to: { kind: 'CHILDREN', childIds: [adamId] },
        subject: 'Sports day',
        body: 'Please bring a hat.',
      });
      expect(await within(other.next())).toEqual({
        event: 'message',
        data: { threadId: theirs.threadIds[0] },
      });
    } finally {
      own.close();
      other.close();
    }
  });

  it('reaches a stream held by another API process, which ends its streams as it closes', async () => {
    const second = await buildSecondServer(t);
    const secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(secondUrl, '/center/messages/stream', cherasTeacher.token);
    const thread = await post('/parent/messages', cherasParent.token, {
      childId: meiLingId,
      subject: 'Pick-up',
      body: 'Her aunt collects her today.',
    });
    expect(await within(stream.next())).toEqual({ event: 'message', data: { threadId: thread.id } });
    await within(second.close());
    expect(await within(stream.next())).toBe('ended');
    expect(t.ctx.messageEvents.streams()).toBe(0);
  });

  // PGlite runs in the process: only a server's connection can be lost.
  it.runIf(serverUrl())(
    'ends every stream when its LISTEN connection is lost; the next stream listens anew',
    async () => {
      const stream = await openStream(baseUrl, '/center/messages/stream', teacher.token);
      await t.ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'cic-listen' and datname = current_database()`,
      );
      expect(await within(stream.next())).toBe('ended');
      const again = await openStream(baseUrl, '/center/messages/stream', teacher.token);
      try {
        const thread = await post('/parent/messages', mother.token, {
          childId: aisyahId,
          subject: 'Shoes',
          body: 'Her shoes are in the bag.',
        });
        expect(await within(again.next())).toEqual({ event: 'message', data: { threadId: thread.id } });
      } finally {
        again.close();
      }
    },
  );

  it("opens the centre's stream for its head of centre too", async () => {
    const head = await signInAs(t.ctx, 'super manager', { centreId: bangsar.id });
    const stream = await openStream(baseUrl, '/center/messages/stream', head.token);
    expect(stream.response.status).toBe(200);
    stream.close();
  });

  it('refuses a caller without a session, and an admin, before streaming anything', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v2/center/messages/stream' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await signInAs(t.ctx, 'admin');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v2/parent/messages/stream',
      headers: bearer(admin.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
