import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { storedOrder } from '../../../test/payment-order-fixture';
import { expectRefusal } from '../../../test/refusal';
import {
  addCentreWithPackage,
  addMotherReferrerAndPlace,
  addParent,
  type CentreWithPackage,
  registrationBody,
  setRegistrationOpen,
  type TestParent,
} from '../../../test/registration-fixture';
import { bearer } from '../../../test/sign-in';
import { children, orderItems, packages, parents, payments, registrations } from '../../db/schema/index';

const now = new Date('2026-03-11T04:00:00Z');

describe('submitting a registration', () => {
  let t: TestApp;
  let mother: TestParent;
  let referrer: TestParent;
  let place: CentreWithPackage;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    ({ mother, referrer, place } = await addMotherReferrerAndPlace(t.ctx, 'CICREF23'));
  });
  beforeEach(() => setRegistrationOpen(t.ctx, true));
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: object) => callApi(t.app, token, 'POST', url, payload);
  const submit = (token: string, payload: object) => post('/api/v2/parent/registration', token, payload);
  const body = (extra: Partial<Parameters<typeof registrationBody>[0]> = {}) =>
    registrationBody({
      centreId: place.centre.id,
      packageId: place.pkg.id,
      motherEmail: mother.email,
      ...extra,
    });
  const rowsOfKey = (key: string) =>
    t.ctx.db.select().from(registrations).where(eq(registrations.idempotencyKey, key));

  it('answers 403 FEATURE_DISABLED while new student registration is off', async () => {
    await setRegistrationOpen(t.ctx, false);
    const father = await addParent(t.ctx);
    for (const [url, payload] of [
      ['/api/v2/parent/registration', body()],
      ['/api/v2/parent/auth/check-referral-number', { referralNumber: 'CICREF23' }],
    ] as const) {
      const response = await post(url, father.token, payload);
      expectRefusal(response, 403, {
        code: 'FEATURE_DISABLED',
        message: 'New student registration is closed at the moment.',
      });
    }
  });

  it('creates the registration, the order and its item, and a bill; contact details come from the account', async () => {
    const father = await addParent(t.ctx);
    const payload = body();
    const response = await submit(father.token, payload);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ success: true, message: 'Registration Submitted!' });
    expect(answer.data.paymentUrl).toMatch(/^\/payments\/simulator\/bills\/\w+/);
    expect(answer.data.registrationNumber).toMatch(/^REG-20260311-[A-Z2-9]{6}$/);
    expect(answer.data.orderNumber).toBe(answer.data.registrationNumber.replace('REG-', 'ORD-'));

    const [registration] = await rowsOfKey(payload.idempotencyKey);
    expect(registration).toMatchObject({
      status: 'PENDING',
      parentId: father.id,
      contactEmail: father.email,
      contactNumber: '012-3456789',
      fatherEmail: father.email,
      motherEmail: mother.email,
      referralCode: null,
    });
    const { order, items, bills } = await storedOrder(t.ctx, answer.data.orderId);
    expect(order).toMatchObject({ status: 'PENDING', subtotalSen: 50000, discountSen: 0, totalSen: 50000 });
    expect(order?.expiresAt?.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(items).toMatchObject([
      {
        registrationId: registration?.id,
        kind: 'ONLINE_REGISTRATION',
        packageName: 'Full Day',
        childName: 'Tan Mei Ling',
        quantity: 1,
        unitPriceSen: 50000,
        totalPriceSen: 50000,
      },
    ]);
    expect(bills).toMatchObject([{ status: 'PENDING', amountSen: 50000, gateway: 'simulator' }]);
  });

  it("describes the bill in the payer's language and keeps only the item's facts (issue 27)", async () => {
    const father = await addParent(t.ctx);
    await t.ctx.db.update(parents).set({ language: 'ms' }).where(eq(parents.id, father.id));
    const createBill = vi.spyOn(t.ctx.paymentGateway, 'createBill');
    try {
      const answer = (await submit(father.token, body())).json();
      const [item] = (await storedOrder(t.ctx, answer.data.orderId)).items;
      expect(item).not.toHaveProperty('description');
      expect(createBill).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Pendaftaran dalam talian – Full Day – Tan Mei Ling' }),
      );
    } finally {
      createBill.mockRestore();
    }
  });

  it('prices from the package and the code only: amounts in the body are ignored', async () => {
    const father = await addParent(t.ctx);
    const payload = {
      ...body({ referralCode: 'cicref23' }),
      financialDetails: { subtotalAmount: 1, discountAmount: 500, totalAmount: 0 },
      totalSen: 1,
    };
    const tampered = {
      ...payload,
      programDetails: { ...payload.programDetails, totalAmount: 0, isReferralValid: true },
    };
    const response = await submit(father.token, tampered);
    expect(response.statusCode).toBe(201);
    const { order } = await storedOrder(t.ctx, response.json().data.orderId);
    expect(order).toMatchObject({ subtotalSen: 50000, discountSen: 2500, totalSen: 47500 });
    const [registration] = await rowsOfKey(payload.idempotencyKey);
    expect(registration).toMatchObject({ referralCode: 'CICREF23', referrerParentId: referrer.id });
  });

  it('creates one registration for a repeated or concurrent submit with the same key', async () => {
    const father = await addParent(t.ctx);
    const payload = body();
    const first = await submit(father.token, payload);
    const again = await submit(father.token, payload);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOfKey(payload.idempotencyKey)).toHaveLength(1);

    const racing = body();
    const answers = await Promise.all([submit(father.token, racing), submit(father.token, racing)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().data).toEqual(answers[1]?.json().data);
    const rows = await rowsOfKey(racing.idempotencyKey);
    expect(rows).toHaveLength(1);
    const items = await t.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.registrationId, rows[0]?.id ?? ''));
    expect(items).toHaveLength(1);
    const bills = await t.ctx.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          items.map((item) => item.orderId),
        ),
      );
    expect(bills).toHaveLength(1);
  });

  it('takes the key from the Idempotency-Key header as from the body: the same key either way is one registration', async () => {
    const father = await addParent(t.ctx);
    const { idempotencyKey, ...withoutKey } = body();
    const byHeader = (payload: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/parent/registration',
        headers: { ...bearer(father.token), 'Idempotency-Key': key },
        payload,
      });
    const first = await byHeader(withoutKey, idempotencyKey);
    expect(first.statusCode, first.body).toBe(201);
    const inBody = await submit(father.token, { ...withoutKey, idempotencyKey });
    const both = await byHeader({ ...withoutKey, idempotencyKey }, idempotencyKey.toUpperCase());
    for (const again of [inBody, both]) {
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    }
    expect(await rowsOfKey(idempotencyKey)).toHaveLength(1);
  });

  it('refuses a submission without a key, with two different keys, or with a header key that is not a UUID', async () => {
    const father = await addParent(t.ctx);
    const { idempotencyKey, ...withoutKey } = body();
    expectRefusal(await submit(father.token, withoutKey), 400, {
      code: 'VALIDATION_FAILED',
      message: 'The submission key is not valid.',
      field: 'idempotencyKey',
    });
    const headed = (payload: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/parent/registration',
        headers: { ...bearer(father.token), 'idempotency-key': key },
        payload,
      });
    expectRefusal(await headed({ ...withoutKey, idempotencyKey }, randomUUID()), 400, {
      code: 'VALIDATION_FAILED',
      message: 'The Idempotency-Key header and the idempotencyKey in the body differ.',
      field: 'idempotencyKey',
    });
    const notUuid = await headed(withoutKey, 'retry-1');
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The submission key is not valid.',
      field: 'idempotency-key',
    });
    expect(await rowsOfKey(idempotencyKey)).toHaveLength(0);
  });

  it('declares the Idempotency-Key header in the API document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = document.paths['/api/v2/parent/registration'].post.parameters as {
      in: string;
      name: string;
      required?: boolean;
      schema: { format?: string };
    }[];
    expect(parameters).toContainEqual(
      expect.objectContaining({
        in: 'header',
        name: 'idempotency-key',
        required: false,
        schema: expect.objectContaining({ format: 'uuid' }),
      }),
    );
  });

  it('refuses a referral code it does not accept, never dropping it: the message, its key and the field, and nothing is kept (issue 27)', async () => {
    const father = await addParent(t.ctx, { referralCode: 'CICMINE7' });
    for (const [referralCode, messageCode, text] of [
      ['CICNONE9', 'registration.invalidReferral', 'Invalid Referral Code'],
      ['cicmine7', 'registration.ownReferral', 'You cannot use your own referral code'],
    ] as const) {
      const payload = body({ referralCode });
      const response = await submit(father.token, payload);
      expectRefusal(response, 400, {
        code: 'VALIDATION_FAILED',
        message: text,
        field: 'programDetails.referralCode',
      });
      expect(response.json().messageCode).toBe(messageCode);
      expect(await rowsOfKey(payload.idempotencyKey)).toEqual([]);
    }
  });

  it("keeps the payer and what the bill is for: the simulator's page and its callback carry them (issue 27)", async () => {
    const father = await addParent(t.ctx, { fullName: 'Tan Ah Kow' });
    const response = await submit(father.token, body());
    const { paymentUrl, orderId } = response.json().data;
    const page = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    const shown = (label: string) => page.body.match(new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`))?.[1];
    expect(shown('Payer')).toBe(`Tan Ah Kow<br>${father.email}`);
    expect(shown('For')).toBe('Online registration – Full Day – Tan Mei Ling');

    const pressed = await t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(pressed.statusCode).toBe(302);
    const [bill] = (await storedOrder(t.ctx, orderId)).bills;
    // The callback's fields are what the payment keeps once settled.
    expect(bill).toMatchObject({
      status: 'SUCCESS',
      transactionData: { name: 'Tan Ah Kow', email: father.email, paid: 'true' },
    });
  });

  it("refuses the parent's own referral code, and checks codes with the reason", async () => {
    const own = await addParent(t.ctx, { referralCode: 'CICOWN45' });
    const response = await submit(own.token, body({ referralCode: 'CICOWN45' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'programDetails.referralCode',
      message: 'You cannot use your own referral code',
    });
    const unknown = await submit(own.token, body({ referralCode: 'CICNONE9' }));
    expect(unknown.json()).toMatchObject({
      field: 'programDetails.referralCode',
      message: 'Invalid Referral Code',
    });

    const check = async (referralNumber: string) => {
      const answer = await post('/api/v2/parent/auth/check-referral-number', own.token, { referralNumber });
      expect(answer.statusCode).toBe(200);
      return answer.json().data;
    };
    // The English text, and its key for the page to show in the parent's language (decision 056).
    expect(await check('CICOWN45')).toEqual({
      isValid: false,
      message: 'You cannot use your own referral code',
      messageCode: 'registration.ownReferral',
    });
    expect(await check('CICNONE9')).toEqual({
      isValid: false,
      message: 'Invalid Referral Code',
      messageCode: 'registration.invalidReferral',
    });
    expect(await check('cicref23')).toEqual({
      isValid: true,
      message: 'Referral code is valid',
      messageCode: 'success.referralValid',
    });
  });

  it("refuses another parent's e-mail that has no verified account", async () => {
    const father = await addParent(t.ctx);
    const unverified = await addParent(t.ctx, { verified: false });
    const notVerified = await submit(father.token, body({ motherEmail: unverified.email }));
    expect(notVerified.statusCode).toBe(400);
    expect(notVerified.json()).toMatchObject({
      field: 'motherDetails.email',
      message: 'This email is not verified. Please verify it first.',
    });
    const unknown = await submit(father.token, body({ motherEmail: 'nobody@test.example' }));
    expect(unknown.json()).toMatchObject({
      field: 'motherDetails.email',
      message: 'This email is not registered. Please register it first.',
    });
    const same = await submit(father.token, body({ motherEmail: father.email }));
    expect(same.json()).toMatchObject({
      field: 'motherDetails.email',
      message: 'Mother and father cannot use the same email address',
    });
  });

  it('refuses an intake year, a birth date, a centre or a package the wizard could not offer', async () => {
    const father = await addParent(t.ctx);
    const other = await addCentreWithPackage(t.ctx, 30000);
    const [closed] = await t.ctx.db
      .insert(packages)
      .values({
        centreId: place.centre.id,
        name: 'Closed',
        packageType: 'x',
        onlineRegistrationFeeSen: 100,
        isActive: false,
      })
      .returning();
    const base = body();
    const cases: [object, string, string][] = [
      [
        { ...base, studentDetails: { ...base.studentDetails, yearIntake: '2028' } },
        'studentDetails.yearIntake',
        'Year intake is required',
      ],
      [
        { ...base, studentDetails: { ...base.studentDetails, dateOfBirth: '2026-03-12' } },
        'studentDetails.dateOfBirth',
        'Date of birth cannot be in the future',
      ],
      [body({ packageId: other.pkg.id }), 'programDetails.package', 'Please select a package'],
      [body({ packageId: closed?.id ?? '' }), 'programDetails.package', 'Please select a package'],
      [body({ centreId: randomUUID() }), 'programDetails.center', 'Please select a center'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await submit(father.token, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
    expect(await t.ctx.db.select().from(registrations).where(eq(registrations.parentId, father.id))).toEqual(
      [],
    );
  });

  it('completes at once without a payment when the total is 0', async () => {
    const cheap = await addCentreWithPackage(t.ctx, 2000);
    const father = await addParent(t.ctx);
    const payload = body({ centreId: cheap.centre.id, packageId: cheap.pkg.id, referralCode: 'CICREF23' });
    const response = await submit(father.token, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Registration Completed!', data: { paymentUrl: null } });
    const orderId = response.json().data.orderId;
    const { order, bills } = await storedOrder(t.ctx, orderId);
    expect(order).toMatchObject({ status: 'SUCCESS', subtotalSen: 2000, discountSen: 2000, totalSen: 0 });
    expect(bills).toEqual([]);
    const [registration] = await rowsOfKey(payload.idempotencyKey);
    expect(registration?.status).toBe('COMPLETED');
    const [child] = await t.ctx.db
      .select()
      .from(children)
      .where(eq(children.id, registration?.childId ?? ''));
    expect(child).toMatchObject({ name: 'Tan Mei Ling', centreId: cheap.centre.id, packageId: cheap.pkg.id });
  });
});
