import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { expectCatalogueEnvelope } from '../../test/catalogue-envelope';
import { multipartBody } from '../../test/multipart-body';
import { createCentre, signInAs } from '../../test/sign-in';
import { configFlags } from '../db/schema/index';

/**
 * Issue 27: a name made only of zero-width characters, or holding a bidirectional override, is
 * refused at the API with the field's message by key, on every form that takes one.
 */

const zeroWidthOnly = '\u200B\u200C\u200D\u2060';
const overridden = 'Ali\u202Egpj.exe';

type Case = {
  form: string;
  field: string;
  tooShort: string;
  request: (value: string) => Promise<InjectOptions>;
};

/** The issue the answer gives for the field, from its issues or, for a multipart form, the envelope itself. */
function refusalFor(response: LightMyRequestResponse, field: string) {
  const body = response.json();
  const issue = (body.issues ?? []).find((candidate: { path: string }) => candidate.path === field);
  return issue ?? (body.field === field ? body : undefined);
}

describe('names of invisible characters or with direction overrides', () => {
  let t: TestApp;
  const tokens: Record<'parent' | 'teacher' | 'admin', string> = { parent: '', teacher: '', admin: '' };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'activities'));
    const centre = await createCentre(t.ctx, 'CIC Setapak');
    tokens.parent = (await signInAs(t.ctx, 'parent')).token;
    tokens.teacher = (await signInAs(t.ctx, 'teacher', { centreId: centre.id })).token;
    tokens.admin = (await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] })).token;
  });
  afterAll(() => t.close());

  const json = (role: keyof typeof tokens, method: 'POST' | 'PUT', url: string, payload: object) =>
    Promise.resolve<InjectOptions>({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[role]}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const form = async (role: keyof typeof tokens, url: string, fields: Record<string, string>) => {
    const body = await multipartBody(fields);
    return {
      method: 'POST' as const,
      url,
      headers: { authorization: `Bearer ${tokens[role]}`, ...body.headers },
      payload: body.payload,
    };
  };

  const cases: Case[] = [
    {
      form: 'pick-up person',
      field: 'name',
      tooShort: 'profile.nameAtLeast2',
      request: (name) =>
        form('parent', `/api/v2/parent/children/${randomUUID()}/pickup-persons`, {
          name,
          relationship: 'Aunt',
          phoneNumber: '0123456789',
        }),
    },
    {
      form: 'profile',
      field: 'fullName',
      tooShort: 'profile.nameAtLeast2',
      request: (fullName) => json('parent', 'POST', '/api/v2/parent/auth/update-profile', { fullName }),
    },
    {
      form: 'registration (the family)',
      field: 'fatherDetails.fullName',
      tooShort: 'registration.nameAtLeast2',
      request: (fullName) =>
        json('parent', 'POST', '/api/v2/parent/registration', { fatherDetails: { fullName } }),
    },
    {
      form: 'activity',
      field: 'title',
      tooShort: 'activities.title',
      request: (title) =>
        form('teacher', '/api/v2/center/activities/draft', {
          title,
          description: 'Painting with leaves',
          visibility: 'ALL',
          activityDate: '2026-03-10',
          years: '[4]',
        }),
    },
    {
      form: 'centre note',
      field: 'text',
      tooShort: 'admin.noteRequired',
      request: (text) =>
        json('admin', 'POST', `/api/v2/admin/checkin/center/${randomUUID()}/notes`, {
          text,
          date: '2026-03-10',
        }),
    },
  ];

  for (const { form: name, field, tooShort, request } of cases) {
    it(`refuses a ${name} whose ${field} is only zero-width characters`, async () => {
      const response = await t.app.inject(await request(zeroWidthOnly));
      expectCatalogueEnvelope(response, name);
      expect(response.statusCode).toBe(400);
      expect(refusalFor(response, field)).toMatchObject({ messageCode: tooShort });
    });

    it(`refuses a ${name} whose ${field} holds a direction override`, async () => {
      const response = await t.app.inject(await request(overridden));
      expectCatalogueEnvelope(response, name);
      expect(response.statusCode).toBe(400);
      expect(refusalFor(response, field)).toMatchObject({
        messageCode: 'common.unsafeText',
        message: 'This text contains characters that are not allowed.',
      });
    });
  }
});
