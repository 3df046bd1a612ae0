import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { callApi } from '../../test/call-api';
import { signInAs } from '../../test/sign-in';
import { routeTable } from '../route-table';
import { shadowedMethods } from './route';

describe('fixed addresses beside addresses with parameters (issue 40)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds the methods a fixed path lacks that a sibling with a parameter would take', () => {
    expect(
      shadowedMethods([
        { method: 'POST', path: '/a/draft' },
        { method: 'GET', path: '/a/:id' },
        { method: 'DELETE', path: '/a/:id' },
        { method: 'GET', path: '/a/drafts' },
        { method: 'GET', path: '/a/:id/b' },
      ]),
    ).toEqual([
      { path: '/a/draft', method: 'GET', allow: ['POST'] },
      { path: '/a/draft', method: 'DELETE', allow: ['POST'] },
      { path: '/a/drafts', method: 'DELETE', allow: ['GET'] },
    ]);
  });

  it('answers GET /center/activities/draft with 405 and Allow: POST, not the 404 of an activity called draft', async () => {
    const teacher = await signInAs(t.ctx, 'teacher');
    const response = await callApi(t.app, teacher.token, 'GET', '/api/v2/center/activities/draft');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });

  it('leaves every shadow out of the API document', async () => {
    const shadows = shadowedMethods(routeTable(t.ctx));
    expect(shadows.length).toBeGreaterThan(0);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const shadow of shadows) {
      const operations =
        document.paths[shadow.path.replace('/api/v2', '')] ?? document.paths[shadow.path] ?? {};
      expect(operations[shadow.method.toLowerCase()], `${shadow.method} ${shadow.path}`).toBeUndefined();
    }
  });
});
