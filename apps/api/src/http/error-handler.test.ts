import { configureZodMessages, emailSchema, message } from '@cic/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectRefusal } from '../../test/refusal';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

async function appWithRoutes() {
  // As the server does when it builds (app.ts): zod's own failures speak by catalogue key.
  configureZodMessages();
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/items', {
    schema: {
      body: z.object({ name: z.string().min(2, message('centre.adminNameAtLeast2')), age: z.number() }),
    },
    handler: async () => ({ success: true }),
  });
  typed.get('/conflict', async () => {
    throw new AppError('CONFLICT', message('checkIns.alreadyCheckedIn'), 'status');
  });
  typed.get('/by-key', async () => {
    throw new AppError('RATE_LIMITED', message('http.tooManyFailedAttempts'), undefined, { minutes: 5 });
  });
  typed.post('/keyed-items', {
    schema: { body: z.object({ email: emailSchema }) },
    handler: async () => ({ success: true }),
  });
  typed.get('/plugin-refusal', async () => {
    throw Object.assign(new Error('Not Acceptable'), { statusCode: 406, code: 'FST_SOME_PLUGIN' });
  });
  typed.post('/plain-text-rule', {
    schema: { body: z.object({ code: z.string().regex(/^\d+$/, 'Digits only, please') }) },
    handler: async () => ({ success: true }),
  });
  typed.get('/rate-limited', async () => {
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
  typed.get('/crash', async () => {
    throw new Error('database password leaked in stack');
  });
  await app.ready();
  return app;
}

describe('error envelope', () => {
  it('turns a schema failure into VALIDATION_FAILED with the field and every issue', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/items', payload: { name: 'A', age: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Name must be at least 2 characters.',
      messageCode: 'centre.adminNameAtLeast2',
      field: 'name',
      issues: [
        {
          path: 'name',
          message: 'Name must be at least 2 characters.',
          messageCode: 'centre.adminNameAtLeast2',
        },
        { path: 'age', messageCode: 'common.mustBeNumber' },
      ],
    });
  });

  // Issue 27: zod's own English, a rule's plain text and a plugin's text never reach a person.
  it('answers text that is not a catalogue key with a catalogue key instead', async () => {
    const app = await appWithRoutes();
    const plain = await app.inject({ method: 'POST', url: '/plain-text-rule', payload: { code: 'x' } });
    expect(plain.json()).toMatchObject({
      message: 'Invalid value',
      messageCode: 'common.invalidValue',
      issues: [{ path: 'code', message: 'Invalid value', messageCode: 'common.invalidValue' }],
    });
    expect(plain.body).not.toContain('Digits only');
    const limited = await app.inject({ method: 'GET', url: '/rate-limited' });
    expectRefusal(limited, 429, {
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(limited.json().messageCode).toBe('http.tooManyRequests');
  });

  it('gives an AppError by key and a zod failure by key their English message and their messageCode', async () => {
    const app = await appWithRoutes();
    const refused = await app.inject({ method: 'GET', url: '/by-key' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts. Please try again in 5 minutes.',
      messageCode: 'http.tooManyFailedAttempts',
      params: { minutes: 5 },
    });
    const invalid = await app.inject({ method: 'POST', url: '/keyed-items', payload: { email: 'nope' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      messageCode: 'auth.emailInvalid',
      field: 'email',
      issues: [
        { path: 'email', message: 'Please enter a valid email address', messageCode: 'auth.emailInvalid' },
      ],
    });
    const unknown = await app.inject({ method: 'GET', url: '/no-such-address' });
    expect(unknown.json()).toMatchObject({
      message: 'This address does not exist.',
      messageCode: 'http.addressNotFound',
    });
  });

  it('turns malformed JSON into a 400, not a crash', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('answers an unsupported content type with 415', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
  });

  it('passes an AppError through with its status, message and field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expectRefusal(response, 409, {
      code: 'CONFLICT',
      message: 'This child is already checked in today.',
      field: 'status',
    });
  });

  it('answers any other 4xx from Fastify or a plugin with its own status and the envelope', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/plugin-refusal' });
    expectRefusal(response, 406, {
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
    });
  });

  // Issue 19: a QUERY request without a content type answered 500.
  it('answers a method an address does not take with 405 and Allow, whatever the body says', async () => {
    const app = await appWithRoutes();
    const refusal = { code: 'METHOD_NOT_ALLOWED', message: 'This address does not take this method.' };
    const requests = [
      { method: 'QUERY', url: '/items' },
      { method: 'PUT', url: '/items', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { method: 'DELETE', url: '/items?name=%00' },
      { method: 'OPTIONS', url: '/items' },
    ] as const;
    for (const request of requests) {
      const response = await app.inject(request);
      expectRefusal(response, 405, refusal);
      expect(response.headers.allow, request.method).toBe('POST');
    }
    const conflict = await app.inject({ method: 'POST', url: '/conflict' });
    expectRefusal(conflict, 405, refusal);
    expect(conflict.headers.allow).toBe('GET, HEAD');
  });

  it('answers an address no route takes with 404, whatever the method', async () => {
    const app = await appWithRoutes();
    for (const method of ['GET', 'QUERY', 'POST'] as const) {
      const response = await app.inject({ method, url: '/nothing-here' });
      expectRefusal(response, 404, { code: 'NOT_FOUND', message: 'This address does not exist.' });
    }
  });

  it('hides unexpected failures behind a 500 with no stack or detail', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expectRefusal(response, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
    expect(response.body).not.toContain('password');
  });
});
