import { type EInvoiceBuyerBody, messageText } from '@cic/contract';
import { registeredParent } from '@cic/contract/e-invoice/e-invoice.fixture';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { createSimulatorControls } from '../myinvois-simulator';

const path = '/api/v2/parent/e-invoice-buyer';

/** The simulator's registered parent (decision 106), her MyKad and TIN typed as people type them. */
const aisyah: EInvoiceBuyerBody = {
  ...registeredParent,
  tin: 'ig 21136626090',
  idValue: '770625-01-5324',
  address: { ...registeredParent.address, lines: ['8, Jalan Bunga Raya', '', ''] },
  phone: '+60 12-345 6789',
  email: '',
};
/** What is saved of it, tidied. */
const saved = registeredParent;
/** Well shaped, and not registered with MyInvois (the simulator's rule: it holds 999). */
const unregisteredTin = 'IG99912345678';

describe('a parent’s own e-invoices', () => {
  let t: TestApp;
  const controls = createSimulatorControls();
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      myInvoisSimulator: controls,
      logStream: { write: (line) => logLines.push(line) },
      env: { LOG_LEVEL: 'trace' },
    });
  });
  afterEach(() => {
    controls.fault = 'none';
  });
  afterAll(() => t.close());

  const parent = async () => {
    const { token } = await signInAs(t.ctx, 'parent');
    return {
      get: () => callApi(t.app, token, 'GET', path),
      put: (body: object) => callApi(t.app, token, 'PUT', path, body),
      remove: () => callApi(t.app, token, 'DELETE', path),
    };
  };

  it('answers null before the parent asks', async () => {
    const response = await (await parent()).get();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toBeNull();
  });

  it('saves a TIN MyInvois knows with the MyKad, tidied, with when it was checked, and reads it back', async () => {
    const aisyahsPhone = await parent();
    const response = await aisyahsPhone.put(aisyah);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { ...saved, tinValidatedAt: expect.any(String), updatedAt: expect.any(String) },
      message: messageText('success.eInvoiceBuyerSaved'),
      messageCode: 'success.eInvoiceBuyerSaved',
    });
    expect((await aisyahsPhone.get()).json().data).toEqual(response.json().data);
  });

  it('refuses a TIN MyInvois does not know, or knows with another ID, on the field, and keeps what was saved', async () => {
    const aisyahsPhone = await parent();
    const before = (await aisyahsPhone.put(aisyah)).json().data;
    for (const wrong of [{ tin: unregisteredTin }, { idValue: '880101105566' }]) {
      expectRefusal(await aisyahsPhone.put({ ...aisyah, ...wrong }), 400, {
        code: 'VALIDATION_FAILED',
        message: messageText('eInvoice.tinNotRegistered'),
        messageCode: 'eInvoice.tinNotRegistered',
        field: 'tin',
      });
    }
    expect((await aisyahsPhone.get()).json().data).toEqual(before);
  });

  it('saves a MyKad without a TIN and never asks MyInvois: it is down meanwhile', async () => {
    const phone = await parent();
    controls.fault = 'unavailable';
    const response = await phone.put({ ...aisyah, tin: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ ...saved, tin: null, tinValidatedAt: null });
  });

  it('asks for a TIN with a passport or an army number', async () => {
    const phone = await parent();
    for (const idType of ['PASSPORT', 'ARMY']) {
      expectRefusal(await phone.put({ ...aisyah, tin: null, idType, idValue: 'A12345678' }), 400, {
        code: 'VALIDATION_FAILED',
        message: messageText('eInvoice.tinWithoutMyKad'),
        field: 'tin',
      });
    }
  });

  it('refuses, without a 5xx and saving nothing, when MyInvois cannot check the TIN', async () => {
    const phone = await parent();
    controls.fault = 'unavailable';
    expectRefusal(await phone.put(aisyah), 409, {
      code: 'CONFLICT',
      message: messageText('myInvois.tinCheckNotAnswering'),
      messageCode: 'myInvois.tinCheckNotAnswering',
    });
    expect((await phone.get()).json().data).toBeNull();
  });

  it('checks a TIN once: saving other details with the same TIN and ID needs no new check', async () => {
    const phone = await parent();
    const first = (await phone.put(aisyah)).json().data;
    controls.fault = 'unavailable';
    const moved = await phone.put({ ...aisyah, address: { ...aisyah.address, city: 'Ampang' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      address: { city: 'Ampang' },
      tinValidatedAt: first.tinValidatedAt,
    });
  });

  it.each([
    [
      'a postcode of 4 digits',
      { address: { ...aisyah.address, postcode: '5045' } },
      'address.postcode',
      'eInvoice.postcode',
    ],
    [
      'a state that is not a code',
      { address: { ...aisyah.address, state: 'Selangor' } },
      'address.state',
      'eInvoice.state',
    ],
    [
      'no address line',
      { address: { ...aisyah.address, lines: ['', ' '] } },
      'address.lines',
      'eInvoice.addressLine',
    ],
    ['a short phone number', { phone: '012-345' }, 'phone', 'eInvoice.phone'],
    ['a MyKad of 11 digits', { idValue: '77062501532' }, 'idValue', 'eInvoice.idValue'],
    ['a TIN of the wrong shape', { tin: 'IG12' }, 'tin', 'eInvoice.tin'],
    ['an e-mail without @', { email: 'aisyah.example.my' }, 'email', 'eInvoice.email'],
  ] as const)('refuses %s on its field', async (_case, wrong, field, key) => {
    expectRefusal(await (await parent()).put({ ...aisyah, ...wrong }), 400, {
      code: 'VALIDATION_FAILED',
      message: messageText(key),
      field,
    });
  });

  it('stops: the details are forgotten, and stopping again changes nothing', async () => {
    const phone = await parent();
    await phone.put(aisyah);
    for (let time = 0; time < 2; time += 1) {
      const stopped = await phone.remove();
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(stopped.json()).toMatchObject({ data: null, messageCode: 'success.eInvoiceBuyerStopped' });
    }
    expect((await phone.get()).json().data).toBeNull();
  });

  it("keeps each parent's details their own", async () => {
    const aisyahsPhone = await parent();
    const othersPhone = await parent();
    const mine = (await aisyahsPhone.put(aisyah)).json().data;
    expect((await othersPhone.get()).json().data).toBeNull();
    await othersPhone.put({ ...aisyah, tin: null, name: 'Someone Else' });
    await othersPhone.remove();
    expect((await aisyahsPhone.get()).json().data).toEqual(mine);
  });

  it('never logs a TIN or an ID number', () => {
    const logged = logLines.join('\n');
    expect(logged).toContain('/taxpayer/validate/');
    for (const secret of ['21136626090', '99912345678', '770625015324', '770625-01-5324', '880101105566']) {
      expect(logged).not.toContain(secret);
    }
  });
});
