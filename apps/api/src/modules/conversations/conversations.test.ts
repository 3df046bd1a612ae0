import { messageText } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, klInstant } from '../../../test/centre-day-fixture';
import { addFamily as addFamilyOf } from '../../../test/family-fixture';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { tickingClock } from '../../../test/ticking-clock';

type Caller = { token: string; id: string };

describe('messages between families and the centre', () => {
  let t: TestApp;
  let bangsar: { id: string };
  let mother: Caller;
  let father: Caller;
  let neighbour: Caller;
  let teacher: Caller & { name: string };
  let head: Caller;
  let otherTeacher: Caller;
  let aisyahId: string;
  let adamId: string;
  let familyA: string;
  let familyB: string;

  const addFamily = (namedAfter: string, members: Caller[]) =>
    addFamilyOf(
      t.ctx,
      namedAfter,
      members.map((member) => member.id),
    );

  beforeAll(async () => {
    t = await buildTestApp({ clock: tickingClock(klInstant('2026-03-11', '10:00')) });
    bangsar = await addCentre(t.ctx, 'CIC Bangsar');
    const other = await addCentre(t.ctx, 'CIC Cheras');
    mother = await signInAs(t.ctx, 'parent');
    father = await signInAs(t.ctx, 'parent');
    neighbour = await signInAs(t.ctx, 'parent');
    teacher = (await signInAs(t.ctx, 'teacher', { centreId: bangsar.id })) as typeof teacher;
    head = await signInAs(t.ctx, 'super manager', { centreId: bangsar.id });
    otherTeacher = await signInAs(t.ctx, 'teacher', { centreId: other.id });
    familyA = await addFamily('Rahman', [mother, father]);
    familyB = await addFamily('Tan', [neighbour]);
    aisyahId = (await addChild(t.ctx, bangsar.id, 'Nur Aisyah', { familyId: familyA })).id;
    adamId = (await addChild(t.ctx, bangsar.id, 'Adam Tan', { familyId: familyB })).id;
    await addChild(t.ctx, other.id, 'Mei Ling', { familyId: await addFamily('Lim', []) });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v2${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const inbox = async (side: 'parent' | 'center', token: string, query = '') => {
    const response = await send('GET', `/${side}/messages${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      threads: { id: string; subject: string; unreadMessages: number; family: { id: string } }[];
      unreadThreads: number;
      nextCursor: string | null;
    };
  };

  it('lets a parent write to the centre about their child, and the centre read and answer it', async () => {
    const started = await send('POST', '/parent/messages', mother.token, {
      childId: aisyahId,
      subject: '  Fever last night ',
      body: 'She had a fever last night; please watch her.',
    });
    expect(started.statusCode, started.body).toBe(201);
    const thread = started.json().data;
    expect(thread).toMatchObject({
      subject: 'Fever last night',
      centre: { id: bangsar.id, name: 'CIC Bangsar' },
      family: { id: familyA, namedAfter: 'Rahman' },
      child: { id: aisyahId, name: 'Nur Aisyah' },
      messages: [{ author: { kind: 'PARENT' }, body: 'She had a fever last night; please watch her.' }],
    });

    const centre = await inbox('center', head.token);
    expect(centre.unreadThreads).toBe(1);
    expect(centre.threads[0]).toMatchObject({ id: thread.id, unreadMessages: 1 });

    const reply = await send('POST', `/center/messages/${thread.id}/replies`, teacher.token, {
      body: 'Thank you, we will.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.author).toEqual({ kind: 'STAFF', name: teacher.name });
    // The shared inbox: the teacher's answer reads the thread for the head of centre too.
    expect((await inbox('center', head.token)).unreadThreads).toBe(0);

    const fatherInbox = await inbox('parent', father.token);
    expect(fatherInbox.unreadThreads).toBe(1);
    expect(fatherInbox.threads[0]).toMatchObject({ id: thread.id, unreadMessages: 1 });
    const read = await send('GET', `/parent/messages/${thread.id}`, father.token);
    expect(read.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      'She had a fever last night; please watch her.',
      'Thank you, we will.',
    ]);
    expect((await inbox('parent', father.token)).unreadThreads).toBe(0);
    expect((await inbox('parent', mother.token)).unreadThreads).toBe(1);

    const receipts = (await send('GET', `/center/messages/${thread.id}`, teacher.token)).json().data
      .readReceipts;
    expect(receipts).toHaveLength(2);
    expect(receipts.find((r: { parent: { id: string } }) => r.parent.id === father.id).readAt).toEqual(
      expect.any(String),
    );
  });

  it('answers 404 to another family, another family’s child and another centre', async () => {
    const [mine] = (await inbox('parent', mother.token)).threads;
    if (!mine) throw new Error('no thread');
    for (const response of [
      await send('GET', `/parent/messages/${mine.id}`, neighbour.token),
      await send('POST', `/parent/messages/${mine.id}/replies`, neighbour.token, { body: 'Hello' }),
      await send('PUT', `/parent/messages/${mine.id}/archive`, neighbour.token, { archived: true }),
      await send('GET', `/center/messages/${mine.id}`, otherTeacher.token),
      await send('POST', `/center/messages/${mine.id}/replies`, otherTeacher.token, { body: 'Hello' }),
    ]) {
      expectRefusal(response, 404, {
        code: 'NOT_FOUND',
        message: messageText('conversations.threadNotFound'),
        messageCode: 'conversations.threadNotFound',
      });
    }
    expectRefusal(
      await send('POST', '/parent/messages', neighbour.token, {
        childId: aisyahId,
        subject: 'Hi',
        body: 'Hi',
      }),
      404,
      { code: 'NOT_FOUND', message: messageText('conversations.childNotFound'), field: 'childId' },
    );
    expectRefusal(
      await send('POST', '/center/messages', otherTeacher.token, {
        to: { kind: 'FAMILY', familyId: familyA },
        subject: 'Hi',
        body: 'Hi',
      }),
      404,
      { code: 'NOT_FOUND', message: messageText('conversations.familyNotFound'), field: 'to.familyId' },
    );
    expect((await inbox('center', otherTeacher.token)).threads).toEqual([]);
  });

  it('sends a message to every family as one thread each, answered privately', async () => {
    const sent = await send('POST', '/center/messages', teacher.token, {
      to: { kind: 'CENTRE' },
      subject: 'Sports day',
      body: 'Sports day is on Friday.',
      urgent: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { broadcastId, threadIds } = sent.json().data;
    expect(threadIds).toHaveLength(2);
    expect(broadcastId).toEqual(expect.any(String));

    const ofA = (await inbox('parent', mother.token, '?search=sports')).threads;
    const ofB = (await inbox('parent', neighbour.token, '?search=sports')).threads;
    expect(ofA).toHaveLength(1);
    expect(ofB).toHaveLength(1);
    expect(ofA[0]?.id).not.toBe(ofB[0]?.id);
    await send('POST', `/parent/messages/${ofA[0]?.id}/replies`, mother.token, { body: 'Aisyah will come.' });
    const bThread = (await send('GET', `/parent/messages/${ofB[0]?.id}`, neighbour.token)).json().data;
    expect(bThread.messages.map((m: { body: string }) => m.body)).toEqual(['Sports day is on Friday.']);
    expect(bThread.urgent).toBe(true);
  });

  it('writes to the families of chosen children, about the child', async () => {
    const sent = await send('POST', '/center/messages', head.token, {
      to: { kind: 'CHILDREN', childIds: [adamId] },
      subject: 'Spare clothes',
      body: 'Please bring spare clothes.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.broadcastId).toBeNull();
    const [thread] = (await inbox('parent', neighbour.token, `?childId=${adamId}`)).threads;
    expect(thread).toMatchObject({ subject: 'Spare clothes', family: { id: familyB } });
  });

  it('finds threads by child, family and text', async () => {
    const subjects = async (search: string) =>
      (await inbox('center', teacher.token, `?search=${encodeURIComponent(search)}`)).threads.map(
        (x) => x.subject,
      );
    expect(await subjects('aisyah')).toEqual(expect.arrayContaining(['Fever last night']));
    expect(await subjects('Tan Family')).toEqual(['Spare clothes', 'Sports day']);
    expect(await subjects('we will')).toEqual(['Fever last night']);
    expect(await subjects('nothing like this')).toEqual([]);
  });

  it('archives for one side only, and a new message brings it back', async () => {
    const [latest] = (await inbox('parent', neighbour.token)).threads;
    if (!latest) throw new Error('no thread');
    const archived = await send('PUT', `/parent/messages/${latest.id}/archive`, neighbour.token, {
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().messageCode).toBe('success.threadArchived');
    expect((await inbox('parent', neighbour.token)).threads.map((x) => x.id)).not.toContain(latest.id);
    expect((await inbox('parent', neighbour.token, '?archived=true')).threads.map((x) => x.id)).toEqual([
      latest.id,
    ]);
    expect((await inbox('center', teacher.token)).threads.map((x) => x.id)).toContain(latest.id);

    await send('POST', `/center/messages/${latest.id}/replies`, teacher.token, { body: 'Thanks!' });
    expect((await inbox('parent', neighbour.token)).threads[0]?.id).toBe(latest.id);
  });

  it('pages the inbox with a cursor', async () => {
    const first = await inbox('center', teacher.token, '?limit=2');
    expect(first.threads).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await inbox('center', teacher.token, `?limit=2&cursor=${first.nextCursor}`);
    const ids = [...first.threads, ...second.threads].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad input with the field and the message key', async () => {
    const cases: [string, object, string, string][] = [
      [
        '/parent/messages',
        { childId: aisyahId, subject: '   ', body: 'x' },
        'subject',
        'conversations.subject',
      ],
      ['/parent/messages', { childId: aisyahId, subject: 'x', body: '' }, 'body', 'conversations.body'],
      [
        '/parent/messages',
        { childId: 'nope', subject: 'x', body: 'x' },
        'childId',
        'conversations.childNotFound',
      ],
      [
        '/parent/messages',
        { childId: aisyahId, subject: 'x'.repeat(201), body: 'x' },
        'subject',
        'common.atMostCharacters',
      ],
      [
        '/center/messages',
        { to: { kind: 'CHILDREN', childIds: [] }, subject: 'x', body: 'x' },
        'to.childIds',
        'conversations.recipients',
      ],
      [
        '/center/messages',
        { to: { kind: 'ALL' }, subject: 'x', body: 'x' },
        'to.kind',
        'conversations.recipients',
      ],
      [
        '/center/messages',
        { to: { kind: 'CENTRE' }, subject: 'x', body: 'x', urgent: 'yes' },
        'urgent',
        'conversations.flag',
      ],
    ];
    for (const [url, payload, field, key] of cases) {
      const token = url.startsWith('/parent') ? mother.token : teacher.token;
      const response = await send('POST', url, token, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        field,
        messageCode: key,
      });
    }
    const longBody = await send('POST', '/parent/messages', mother.token, {
      childId: aisyahId,
      subject: 'x',
      body: 'x'.repeat(5001),
    });
    expect(longBody.json()).toMatchObject({ field: 'body', messageCode: 'common.atMostCharacters' });
    const badCursor = await send('GET', '/center/messages?cursor=yesterday', teacher.token);
    expect(badCursor.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'cursor',
      messageCode: 'conversations.cursor',
    });
    const badArchive = await send(
      'PUT',
      '/center/messages/00000000-0000-4000-8000-000000000000/archive',
      teacher.token,
      {
        archived: 'no',
      },
    );
    expect(badArchive.json()).toMatchObject({ field: 'archived', messageCode: 'conversations.archived' });
    const strangeChild = await send('POST', '/center/messages', teacher.token, {
      to: { kind: 'CHILDREN', childIds: ['00000000-0000-4000-8000-000000000000'] },
      subject: 'x',
      body: 'x',
    });
    expect(strangeChild.json()).toMatchObject({ code: 'NOT_FOUND', field: 'to.childIds' });
  });
});
