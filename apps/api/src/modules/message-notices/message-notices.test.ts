import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/call-api';
import { addCentre, addChild, klInstant } from '../../../test/centre-day-fixture';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import type { FakeSubscription } from '../../../test/fake-push-service';
import type { QueuedJob } from '../../../test/queued-jobs';
import { readMail } from '../../../test/received-mail';
import { signInAs } from '../../../test/sign-in';
import { settle, until } from '../../../test/waits';
import { families, familyMembers, managers, messageThreads, parents } from '../../db/schema/index';
import { messageNoticeHandler } from './notice-job';
import { messageNoticeJob } from './schedule';

type Parent = { token: string; id: string; email: string; device: FakeSubscription };
type Staff = { token: string; email: string };
type Push = { title: string; body: string; url: string; tag: string };

describe('message notices (issue 43, decision 114)', () => {
  // The app's clock reads a set Kuala Lumpur time moving on with real time, so the queue's delays
  // (counted by the database) and the quiet hours (by the app) agree.
  let base = klInstant('2026-12-01', '10:00').getTime();
  let started = Date.now();
  const setClock = (day: string, time: string) => {
    base = klInstant(day, time).getTime();
    started = Date.now();
  };
  let t: DeliveringTestApp;
  let centreId: string;
  let teacher: { token: string; device: FakeSubscription };
  let head: Staff;
  let readingTeacher: Staff;
  let mother: Parent;
  let father: Parent;
  let aisyahId: string;
  let familyId: string;
  const sent: QueuedJob[] = [];

  beforeAll(async () => {
    t = await buildDeliveringTestApp({
      jobs: true,
      clock: () => new Date(base + Date.now() - started),
      env: { MESSAGE_NOTICE_DELAY_SECONDS: '4' },
    });
    // Keeps what is queued while still queueing it.
    const send = t.ctx.jobs.send.bind(t.ctx.jobs);
    t.ctx.jobs.send = async (name, data, options) => {
      sent.push({ name, data: data ?? {}, ...(options ? { options } : {}) });
      return send(name, data, options);
    };
    centreId = (await addCentre(t.ctx, 'CIC Bangsar')).id;
    const signedInTeacher = await signInAs(t.ctx, 'teacher', { centreId });
    teacher = { token: signedInTeacher.token, device: await t.subscribeStaffDevice(signedInTeacher.id) };
    // Staff e-mailed of new messages (decision 114): a head of centre with an address, on until
    // they choose, reading Malay; a teacher with an address, off until they choose. The first
    // teacher has a device and no address: push only.
    const staffWithEmail = async (role: 'super manager' | 'teacher', email: string): Promise<Staff> => {
      const signedIn = await signInAs(t.ctx, role, { centreId });
      await t.ctx.db
        .update(managers)
        .set({ email, language: role === 'teacher' ? 'en' : 'ms' })
        .where(eq(managers.id, signedIn.id));
      return { token: signedIn.token, email };
    };
    head = await staffWithEmail('super manager', 'siti.head@bangsar.test');
    readingTeacher = await staffWithEmail('teacher', 'aina@bangsar.test');
    const [family] = await t.ctx.db.insert(families).values({ namedAfter: 'Rahman' }).returning();
    familyId = family?.id ?? '';
    const parent = async (language: 'en' | 'ms'): Promise<Parent> => {
      const signedIn = await signInAs(t.ctx, 'parent');
      await t.ctx.db
        .update(parents)
        .set({ language, fullName: `Parent ${language}` })
        .where(eq(parents.id, signedIn.id));
      await t.ctx.db.insert(familyMembers).values({ familyId, parentId: signedIn.id, relation: 'mother' });
      return {
        token: signedIn.token,
        id: signedIn.id,
        email: signedIn.email ?? '',
        device: await t.subscribeParentDevice(signedIn.token),
      };
    };
    mother = await parent('en');
    father = await parent('ms');
    aisyahId = (await addChild(t.ctx, centreId, 'Nur Aisyah', { familyId })).id;
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, token: string, payload?: object) =>
    dataOf(t.app, token, method, url, payload);
  const pushes = (device: FakeSubscription): Push[] =>
    t.push.received(device.endpoint).map((push) => JSON.parse(push.payload));
  const mails = (email: string) => t.mailsTo(email).map(readMail);
  const writeToFamily = (
    subject: string,
    body: string,
    flags: { urgent?: boolean; sensitive?: boolean } = {},
  ) =>
    call('POST', '/center/messages', teacher.token, {
      to: { kind: 'FAMILY', familyId },
      subject,
      body,
      ...flags,
    }) as Promise<{ threadIds: string[] }>;

  it('gathers three messages written within a minute into one notice per parent, each in their language', async () => {
    const [motherPushes, fatherPushes] = [pushes(mother.device).length, pushes(father.device).length];
    const [motherMails, fatherMails] = [mails(mother.email).length, mails(father.email).length];
    const { threadIds } = await writeToFamily('Field trip', 'We go to the zoo on Friday.');
    const threadId = threadIds[0] ?? '';
    await call('POST', `/center/messages/${threadId}/replies`, teacher.token, { body: 'Bring a hat.' });
    await call('POST', `/center/messages/${threadId}/replies`, teacher.token, { body: 'And water.' });

    await until(
      () => pushes(mother.device).length > motherPushes && pushes(father.device).length > fatherPushes,
    );
    await until(() => mails(father.email).length > fatherMails);
    await settle();
    expect(pushes(mother.device).slice(motherPushes)).toEqual([
      {
        title: '3 new messages from CIC Bangsar',
        body: 'Field trip: And water.',
        url: `http://localhost:3000/parent/messages/${threadId}`,
        tag: `message:${threadId}`,
      },
    ]);
    expect(
      pushes(father.device)
        .slice(fatherPushes)
        .map((push) => push.title),
    ).toEqual(['3 mesej baharu daripada CIC Bangsar']);
    const [motherMail, ...moreToMother] = mails(mother.email).slice(motherMails);
    expect(moreToMother).toEqual([]);
    expect(motherMail?.subject).toBe('3 new messages from CIC Bangsar');
    expect(motherMail?.text).toContain('We go to the zoo on Friday.');
    expect(motherMail?.text).toContain('And water.');
    const toFather = mails(father.email).slice(fatherMails);
    expect(toFather.map((mail) => mail.subject)).toEqual(['3 mesej baharu daripada CIC Bangsar']);
    expect(toFather[0]?.text).toContain('Baca dan balas di');
    // Staff hear nothing of their own messages.
    expect(pushes(teacher.device).filter((push) => push.url.endsWith(threadId))).toEqual([]);
    expect(mails(head.email).filter((mail) => mail.text.includes(threadId))).toEqual([]);
  });

  it('tells the centre’s staff when a parent writes: by push on their devices, one e-mail a batch to those who chose it', async () => {
    const before = pushes(teacher.device).length;
    const mailsBefore = t.smtp.received.length;
    const headMails = mails(head.email).length;
    const thread = await call('POST', '/parent/messages', mother.token, {
      childId: aisyahId,
      subject: 'Pick-up today',
      body: 'Her aunt collects her at five.',
    });
    await call('POST', `/parent/messages/${thread.id}/replies`, mother.token, {
      body: 'Her name is Aminah.',
    });
    await until(() => pushes(teacher.device).length > before && mails(head.email).length > headMails);
    await settle();
    const link = `http://localhost:3000/app/teacher/messages/${thread.id}`;
    expect(pushes(teacher.device).slice(before)).toEqual([
      {
        title: '2 new messages from Parent en',
        body: 'Pick-up today: Her name is Aminah.',
        url: link,
        tag: `message:${thread.id}`,
      },
    ]);
    // The head of centre, on until they choose, reads Malay; the teacher with an address chose
    // nothing (off); the teacher with a device has no address.
    const [mail, ...more] = mails(head.email).slice(headMails);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('2 mesej baharu daripada Parent en');
    expect(mail?.text).toContain('Perkara: Pick-up today');
    expect(mail?.text).toMatch(
      /Parent en menulis pada \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\s+Her aunt collects her at five\./,
    );
    expect(mail?.text).toContain('Her name is Aminah.');
    expect(mail?.text).toContain(`Baca dan balas di CIC Connect: ${link}`);
    expect(mail?.text).toContain('"E-melkan mesej baharu kepada saya" dihidupkan');
    expect(t.smtp.received.length).toBe(mailsBefore + 1);
  });

  it('follows each person’s e-mail switch: a teacher who turns it on hears, a head who turns it off does not', async () => {
    const answer = await call('PUT', '/center/notifications/message-email', readingTeacher.token, {
      messageEmails: true,
    });
    expect(answer).toMatchObject({ messageEmails: true, messageEmailAddress: readingTeacher.email });
    expect(
      await call('PUT', '/center/notifications/message-email', head.token, { messageEmails: false }),
    ).toMatchObject({ messageEmails: false });
    const [teacherMails, headMails] = [mails(readingTeacher.email).length, mails(head.email).length];
    const thread = await call('POST', '/parent/messages', mother.token, {
      childId: aisyahId,
      subject: 'Medicine',
      body: 'Two spoons after lunch.',
    });
    await until(() => mails(readingTeacher.email).length > teacherMails);
    await settle();
    expect(mails(readingTeacher.email).slice(teacherMails)).toMatchObject([
      { subject: 'New message from Parent en' },
    ]);
    expect(mails(readingTeacher.email).at(-1)?.text).toContain(`/app/teacher/messages/${thread.id}`);
    expect(mails(head.email).length).toBe(headMails);
    await call('PUT', '/center/notifications/message-email', head.token, { messageEmails: true });
    await call('PUT', '/center/notifications/message-email', readingTeacher.token, { messageEmails: false });
  });

  it('e-mails no one what a parent wrote once the centre’s shared inbox has read it', async () => {
    const headMails = mails(head.email).length;
    const before = pushes(teacher.device).length;
    const thread = await call('POST', '/parent/messages', mother.token, {
      childId: aisyahId,
      subject: 'Nap',
      body: 'She slept badly.',
    });
    await call('GET', `/center/messages/${thread.id}`, teacher.token);
    // The centre's notice has run (it moves the mark whoever it told).
    await until(async () => {
      const [row] = await t.ctx.db
        .select({ noticed: messageThreads.centreNoticedAt })
        .from(messageThreads)
        .where(eq(messageThreads.id, thread.id));
      return Boolean(row?.noticed);
    });
    await settle();
    expect(mails(head.email).length).toBe(headMails);
    expect(pushes(teacher.device).length).toBe(before);
  });

  it('tells the head of centre only that a message arrived in a sensitive thread, and not of their own', async () => {
    const headMails = mails(head.email).length;
    const motherBefore = pushes(mother.device).length;
    const { threadIds } = (await call('POST', '/center/messages', head.token, {
      to: { kind: 'FAMILY', familyId },
      subject: 'About Aisyah’s allergy',
      body: 'Her test came back positive for peanuts.',
      sensitive: true,
    })) as { threadIds: string[] };
    const threadId = threadIds[0] ?? '';
    // The family's notice has gone: the head who wrote was not told.
    await until(() => pushes(mother.device).length > motherBefore);
    await settle();
    expect(mails(head.email).length).toBe(headMails);

    await call('POST', `/parent/messages/${threadId}/replies`, mother.token, {
      body: 'We will pack her own lunch.',
    });
    await until(() => mails(head.email).length > headMails);
    await settle();
    const [mail, ...more] = mails(head.email).slice(headMails);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Mesej baharu');
    expect(mail?.text).toContain('Anda mempunyai mesej baharu di CIC Connect.');
    expect(mail?.text).toContain(`/app/teacher/messages/${threadId}`);
    for (const hidden of ['allergy', 'peanuts', 'lunch', 'Parent en'])
      expect(mail?.text).not.toContain(hidden);
  });

  it('says only that a message arrived for a sensitive thread', async () => {
    const before = pushes(mother.device).length;
    const fatherBefore = pushes(father.device).length;
    const mailsBefore = mails(mother.email).length;
    await writeToFamily('About Aisyah’s health', 'The doctor’s note says asthma.', { sensitive: true });
    await until(
      () =>
        mails(mother.email).length > mailsBefore &&
        pushes(mother.device).length > before &&
        pushes(father.device).length > fatherBefore,
    );
    const [push] = pushes(mother.device).slice(before);
    expect(push).toMatchObject({ title: 'New message', body: 'You have a new message in CIC Connect.' });
    expect(pushes(father.device).slice(fatherBefore)).toMatchObject([
      { title: 'Mesej baharu', body: 'Anda mempunyai mesej baharu di CIC Connect.' },
    ]);
    const [mail] = mails(mother.email).slice(mailsBefore);
    expect(mail?.subject).toBe('New message');
    for (const words of [JSON.stringify(push), mail?.text ?? '']) {
      expect(words).not.toContain('health');
      expect(words).not.toContain('asthma');
    }
  });

  it('sends no push nor e-mail to a parent who turned Messages off; the other parent still hears', async () => {
    const settings = await call('PUT', '/parent/notifications/messages', father.token, { messages: false });
    expect(settings).toMatchObject({ messages: false, email: true, announcementEmail: true });
    expect(await call('GET', '/parent/notifications', mother.token)).toMatchObject({ messages: true });
    const before = [pushes(mother.device).length, pushes(father.device).length];
    const fatherMails = mails(father.email).length;
    await writeToFamily('Closed on Monday', 'The centre is closed on Monday.');
    await until(() => pushes(mother.device).length > (before[0] ?? 0));
    await settle();
    expect(pushes(father.device).length).toBe(before[1]);
    expect(mails(father.email).length).toBe(fatherMails);
    await call('PUT', '/parent/notifications/messages', father.token, { messages: true });
  });

  it('holds a parent’s notice written in quiet hours until 07:00, unless the thread is urgent', async () => {
    setClock('2026-12-01', '22:00');
    sent.length = 0;
    const before = pushes(mother.device).length;
    const quiet = await writeToFamily('Tomorrow', 'Remember the costume.');
    const [job] = sent;
    expect(job).toMatchObject({
      name: messageNoticeJob,
      data: { threadId: quiet.threadIds[0], side: 'FAMILY' },
      options: { singletonKey: `${quiet.threadIds[0]}:FAMILY` },
    });
    // Nine hours to 07:00, give or take the second the request took.
    expect(job?.options?.startAfterSeconds).toBeGreaterThanOrEqual(9 * 3600 - 5);
    expect(job?.options?.startAfterSeconds).toBeLessThanOrEqual(9 * 3600);

    const urgent = await writeToFamily('Fire drill', 'Please collect your child now.', { urgent: true });
    await until(() => pushes(mother.device).length > before);
    await settle();
    expect(
      pushes(mother.device)
        .slice(before)
        .map((push) => push.url),
    ).toEqual([`http://localhost:3000/parent/messages/${urgent.threadIds[0]}`]);
  });

  it('does not tell a parent who has already read the messages', async () => {
    setClock('2026-12-02', '10:00');
    const before = [pushes(mother.device).length, pushes(father.device).length];
    const { threadIds } = await writeToFamily('Photos', 'The photos are up.');
    await call('GET', `/parent/messages/${threadIds[0]}`, father.token);
    await until(() => pushes(mother.device).length > (before[0] ?? 0));
    await settle();
    expect(pushes(father.device).length).toBe(before[1]);
  });

  it('waits again when a notice comes due in quiet hours (a retry, a late queue)', async () => {
    setClock('2026-12-02', '06:59');
    sent.length = 0;
    const [thread] = (await writeToFamily('Lunch', 'Rice today.')).threadIds;
    sent.length = 0;
    const run = messageNoticeHandler({ ...t.ctx, jobs: t.ctx.jobs });
    const answer = await run({ threadId: thread ?? '', side: 'FAMILY' });
    expect(answer).toEqual({ deferredTo: klInstant('2026-12-02', '07:00').toISOString() });
    expect(sent).toMatchObject([
      { name: messageNoticeJob, options: { startAfterSeconds: expect.any(Number) } },
    ]);
  });
});
