import { messageText } from '@cic/contract';
import { franchisee, issuer as organisation } from '@cic/contract/e-invoice/e-invoice.fixture';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addCentre } from '../../../test/centre-day-fixture';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { auditLog } from '../../db/schema/index';
import { createEInvoiceIssuersService } from './e-invoice-issuers-service';

const base = '/api/v2/admin/billing/e-invoice';
const unknownCentre = '00000000-0000-4000-8000-000000000000';

describe('e-invoice issuers', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let shahAlam: string;
  let penang: string;

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    callApi(t.app, admin.token, method, `${base}${path}`, payload);
  const service = () => createEInvoiceIssuersService(t.ctx);
  const auditsOf = (action: string) =>
    t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.createdAt);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t.ctx, 'admin', { modules: ['BILLING'] });
    shahAlam = (await addCentre(t.ctx, 'CIC Shah Alam')).id;
    penang = (await addCentre(t.ctx, 'CIC Penang')).id;
  });
  afterAll(() => t.close());

  it("answers null and lists every centre on the organisation's issuer before any is set", async () => {
    const read = await call('GET', '/issuer');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toBeNull();
    const listed = await call('GET', '/centres');
    expect(listed.json().data).toEqual([
      { id: penang, name: 'CIC Penang', issuerSource: 'ORGANISATION', issuer: null },
      { id: shahAlam, name: 'CIC Shah Alam', issuerSource: 'ORGANISATION', issuer: null },
    ]);
    expect(await service().issuerFor(shahAlam)).toBeNull();
  });

  it("saves the organisation's issuer trimmed, reads it back and audits it", async () => {
    const saved = await call('PUT', '/issuer', { ...organisation, legalName: '  Tadika Ceria Sdn. Bhd. ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { ...organisation, updatedAt: expect.any(String) },
      message: messageText('success.eInvoiceIssuerSaved'),
    });
    const read = await call('GET', '/issuer');
    expect(read.json().data).toEqual({ ...organisation, updatedAt: saved.json().data.updatedAt });

    const moved = { ...organisation, address: { ...organisation.address, lines: ['Lot 5, Jalan Kerinchi'] } };
    await call('PUT', '/issuer', moved);
    // Saving the same fields again changes nothing, so nothing more is audited.
    await call('PUT', '/issuer', moved);
    const audits = await auditsOf('billing.e-invoice.issuer');
    expect(audits.map(({ actorType, actorId, details }) => ({ actorType, actorId, details }))).toEqual([
      { actorType: 'admin', actorId: admin.id, details: { before: null, after: organisation } },
      { actorType: 'admin', actorId: admin.id, details: { before: organisation, after: moved } },
    ]);
    await call('PUT', '/issuer', organisation);
  });

  it("gives a centre its own issuer while the other keeps the organisation's, and issuerFor picks each", async () => {
    const saved = await call('PUT', `/centres/${penang}/issuer`, franchisee);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { id: penang, name: 'CIC Penang', issuerSource: 'CENTRE', issuer: franchisee },
      message: messageText('success.centreEInvoiceIssuerSaved'),
    });
    const listed = await call('GET', '/centres');
    expect(listed.json().data).toMatchObject([
      { id: penang, issuerSource: 'CENTRE', issuer: franchisee },
      { id: shahAlam, issuerSource: 'ORGANISATION', issuer: organisation },
    ]);
    expect(await service().issuerFor(penang)).toEqual(franchisee);
    expect(await service().issuerFor(shahAlam)).toEqual(organisation);
    // The organisation's own issuer is untouched by a centre's.
    expect((await call('GET', '/issuer')).json().data).toMatchObject(organisation);

    const renamed = { ...franchisee, legalName: 'Bijak Sdn. Bhd.', sstNumber: null };
    expect((await call('PUT', `/centres/${penang}/issuer`, renamed)).json().data.issuer).toMatchObject(
      renamed,
    );
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, penang))
      .orderBy(auditLog.createdAt);
    expect(audits.map(({ action, actorId, details }) => ({ action, actorId, details }))).toEqual([
      {
        action: 'billing.e-invoice.centre-issuer',
        actorId: admin.id,
        details: { before: null, after: franchisee },
      },
      {
        action: 'billing.e-invoice.centre-issuer',
        actorId: admin.id,
        details: { before: franchisee, after: renamed },
      },
    ]);
  });

  it("returns a centre to the organisation's issuer on DELETE, audited once", async () => {
    const removed = await call('DELETE', `/centres/${penang}/issuer`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      data: { id: penang, issuerSource: 'ORGANISATION', issuer: organisation },
      message: messageText('success.centreEInvoiceIssuerRemoved'),
    });
    expect(await service().issuerFor(penang)).toEqual(organisation);
    // Removing again finds nothing to remove and audits nothing.
    expect((await call('DELETE', `/centres/${penang}/issuer`)).statusCode).toBe(200);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, penang))
      .orderBy(auditLog.createdAt);
    expect(audits).toHaveLength(3);
    expect(audits[2]?.details).toEqual({
      before: { ...franchisee, legalName: 'Bijak Sdn. Bhd.', sstNumber: null },
      after: null,
    });
  });

  it('refuses bad fields with the message under the field, for the organisation and a centre alike', async () => {
    const refusals = [
      [{ tin: 'C0123' }, 'tin', 'eInvoice.tin'],
      [{ address: { ...organisation.address, state: '20' } }, 'address.state', 'eInvoice.state'],
      [{ msicCode: '8890' }, 'msicCode', 'eInvoice.msic'],
      [{ sstNumber: 'W10 1808 3200' }, 'sstNumber', 'eInvoice.sst'],
      [{ legalName: 'A'.repeat(301) }, 'legalName', 'eInvoice.name'],
    ] as const;
    for (const path of ['/issuer', `/centres/${shahAlam}/issuer`]) {
      for (const [change, field, key] of refusals) {
        expectRefusal(await call('PUT', path, { ...organisation, ...change }), 400, {
          code: 'VALIDATION_FAILED',
          message: messageText(key),
          field,
          messageCode: key,
        });
      }
    }
    expect(await service().issuerFor(shahAlam)).toEqual(organisation);
  });

  it('answers 404 in the envelope for a centre that does not exist, or an id that is not one', async () => {
    for (const id of [unknownCentre, 'not-a-centre']) {
      for (const [method, payload] of [
        ['PUT', franchisee],
        ['DELETE', undefined],
      ] as const) {
        expectRefusal(await call(method, `/centres/${id}/issuer`, payload), 404, {
          code: 'NOT_FOUND',
          message: messageText('centre.notFound'),
        });
      }
    }
    expect(await service().issuerFor(unknownCentre)).toEqual(organisation);
  });

  it('refuses an admin without the BILLING module', async () => {
    const other = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] });
    for (const [method, path] of [
      ['GET', '/issuer'],
      ['PUT', '/issuer'],
      ['GET', '/centres'],
      ['PUT', `/centres/${shahAlam}/issuer`],
      ['DELETE', `/centres/${shahAlam}/issuer`],
    ] as const) {
      const answer = await callApi(
        t.app,
        other.token,
        method,
        `${base}${path}`,
        method === 'PUT' ? franchisee : undefined,
      );
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await service().issuerFor(shahAlam)).toEqual(organisation);
  });
});
