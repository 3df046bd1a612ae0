import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi, type Method } from '../../../test/call-api';
import { expectRefusal } from '../../../test/refusal';
import { createCentre, signInAs } from '../../../test/sign-in';
import { managers } from '../../db/schema/index';

/** A teacher's or head of centre's notification settings, at `url` below them. */
const staffSettings = (app: TestApp['app'], token: string, method: Method, url = '', payload?: object) =>
  callApi(app, token, method, `/api/v2/center/notifications${url}`, payload);

describe('staff e-mails of new messages (issue 43, decision 114)', () => {
  let t: TestApp;
  let head: string;
  let teacherWithEmail: string;
  let teacherWithout: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const centre = await createCentre(t.ctx);
    const staff = async (role: 'super manager' | 'teacher', email: string | null) => {
      const signedIn = await signInAs(t.ctx, role, { centreId: centre.id });
      await t.ctx.db.update(managers).set({ email }).where(eq(managers.id, signedIn.id));
      return signedIn.token;
    };
    head = await staff('super manager', 'head@centre.test');
    teacherWithEmail = await staff('teacher', 'teacher@centre.test');
    teacherWithout = await staff('teacher', null);
  });
  afterAll(() => t.close());

  const settingsOf = async (token: string) => (await staffSettings(t.app, token, 'GET')).json().data;
  const switchTo = (token: string, payload: object) =>
    staffSettings(t.app, token, 'PUT', '/message-email', payload);

  it('are on for a head of centre and off for a teacher until they choose, with the address they go to', async () => {
    expect(await settingsOf(head)).toMatchObject({
      messageEmails: true,
      messageEmailAddress: 'head@centre.test',
      pushEndpoints: [],
    });
    expect(await settingsOf(teacherWithEmail)).toMatchObject({
      messageEmails: false,
      messageEmailAddress: 'teacher@centre.test',
    });
    expect(await settingsOf(teacherWithout)).toMatchObject({
      messageEmails: false,
      messageEmailAddress: null,
    });
  });

  it('keeps each person’s choice and answers the settings as they now stand', async () => {
    const on = await switchTo(teacherWithEmail, { messageEmails: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ messageEmails: true, messageEmailAddress: 'teacher@centre.test' });
    const off = await switchTo(head, { messageEmails: false });
    expect(off.json().data).toMatchObject({ messageEmails: false });
    expect(await settingsOf(teacherWithEmail)).toMatchObject({ messageEmails: true });
    expect(await settingsOf(head)).toMatchObject({ messageEmails: false });
    await switchTo(head, { messageEmails: true });
    expect(await settingsOf(head)).toMatchObject({ messageEmails: true });
  });

  it('refuses to turn them on for someone without an e-mail address, and lets them turn them off', async () => {
    expectRefusal(await switchTo(teacherWithout, { messageEmails: true }), 409, {
      code: 'CONFLICT',
      message: 'Your account has no e-mail address, so messages cannot be e-mailed to you.',
      field: 'messageEmails',
      messageCode: 'notifications.noEmailForMessages',
    });
    expect(await settingsOf(teacherWithout)).toMatchObject({ messageEmails: false });
    expect((await switchTo(teacherWithout, { messageEmails: false })).statusCode).toBe(200);
  });

  it('refuses a switch that is not on or off, naming the field', async () => {
    for (const payload of [{ messageEmails: 'yes' }, {}, { messageEmails: null }]) {
      expectRefusal(await switchTo(head, payload), 400, {
        code: 'VALIDATION_FAILED',
        message: 'E-mails of new messages must be on or off',
        field: 'messageEmails',
        messageCode: 'notifications.messageEmailsSwitch',
      });
    }
    expect(await settingsOf(head)).toMatchObject({ messageEmails: true });
  });
});
