import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/call-api';
import { addCentre, addChild, klInstant } from '../../../test/centre-day-fixture';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import { addFamily } from '../../../test/family-fixture';
import { readMail } from '../../../test/received-mail';
import { signInAs } from '../../../test/sign-in';
import { until } from '../../../test/waits';
import { admins, parents } from '../../db/schema/index';
import { messageNoticeHandler } from './notice-job';

describe("head office's message notices (decision 116)", () => {
  let now = klInstant('2026-12-01', '10:00');
  let t: DeliveringTestApp;
  let mother: { token: string; email: string };
  let office: { token: string; email: string };
  let officeMs: { email: string };
  let otherAdmin: { email: string };
  let aisyahId: string;

  beforeAll(async () => {
    t = await buildDeliveringTestApp({ clock: () => now });
    const centreId = (await addCentre(t.ctx, 'CIC Bangsar')).id;
    const parent = await signInAs(t.ctx, 'parent');
    await t.ctx.db.update(parents).set({ language: 'ms' }).where(eq(parents.id, parent.id));
    mother = { token: parent.token, email: parent.email ?? '' };
    const admin = async (email: string, modules: ('MESSAGES' | 'ANNOUNCEMENT')[]) =>
      signInAs(t.ctx, 'admin', { email, modules });
    const signedIn = await admin('siti.office@cic.example', ['MESSAGES']);
    office = { token: signedIn.token, email: 'siti.office@cic.example' };
    const malay = await admin('aminah.office@cic.example', ['MESSAGES']);
    await t.ctx.db.update(admins).set({ language: 'ms' }).where(eq(admins.id, malay.id));
    officeMs = { email: 'aminah.office@cic.example' };
    await admin('news.office@cic.example', ['ANNOUNCEMENT']);
    otherAdmin = { email: 'news.office@cic.example' };
    const familyId = await addFamily(t.ctx, 'Rahman', [parent.id]);
    aisyahId = (await addChild(t.ctx, centreId, 'Nur Aisyah', { familyId })).id;
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const call = (method: 'POST' | 'GET', url: string, token: string, payload?: object) =>
    dataOf(t.app, token, method, url, payload);
  const mails = (email: string) => t.mailsTo(email).map(readMail);
  const run = (data: { threadId: string; side: 'FAMILY' | 'CENTRE' }) =>
    messageNoticeHandler({ ...t.ctx, jobs: t.ctx.jobs })(data);

  it("e-mails head office's admins a parent's message in their language, and the parent head office's answer", async () => {
    const { id: threadId } = await call('POST', '/parent/messages', mother.token, {
      to: 'HEAD_OFFICE',
      childId: aisyahId,
      subject: 'Fees question',
      body: 'Can I pay in two parts?',
    });
    now = new Date(now.getTime() + 60_000);
    await run({ threadId, side: 'CENTRE' });
    await until(() => mails(office.email).length > 0 && mails(officeMs.email).length > 0);
    const [english] = mails(office.email);
    expect(english?.subject).toMatch(/^New message from /);
    expect(english?.text).toContain('Can I pay in two parts?');
    expect(english?.text).toContain(`/app/admin/messages?thread=${threadId}`);
    const [malay] = mails(officeMs.email);
    expect(malay?.subject).toMatch(/^Mesej baharu daripada /);
    expect(mails(otherAdmin.email)).toEqual([]);

    await call('POST', `/admin/messages/${threadId}/replies`, office.token, { body: 'Yes, two parts.' });
    now = new Date(now.getTime() + 60_000);
    await run({ threadId, side: 'FAMILY' });
    await until(() => mails(mother.email).length > 0);
    const [answer] = mails(mother.email);
    expect(answer?.subject).toBe('Mesej baharu daripada Ibu pejabat');
    expect(answer?.text).toContain('Yes, two parts.');
    expect(answer?.text).toContain(`/parent/messages/${threadId}`);
  });
});
