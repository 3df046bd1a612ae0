import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addChild } from '../../../test/centre-day-fixture';
import { multipartBody } from '../../../test/multipart-body';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { checkIns, children, families, familyMembers, parents, pickupPersons } from '../../db/schema/index';

type Caller = { token: string; id: string };

describe('authorised pick-up persons', () => {
  let t: TestApp;
  let centre: { id: string };
  let otherCentre: { id: string };
  let parent: Caller;
  let stranger: Caller;
  let teacher: Caller;
  let otherTeacher: Caller;
  let childId: string;
  let siblingId: string;
  let strangersChildId: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    centre = await createCentre(t.ctx, 'CIC Setapak');
    otherCentre = await createCentre(t.ctx, 'CIC Klang');
    parent = await signInAs(t.ctx, 'parent');
    stranger = await signInAs(t.ctx, 'parent');
    await t.ctx.db
      .update(parents)
      .set({ fullName: 'Siti Aminah', phoneNumber: '0123456789' })
      .where(eq(parents.id, parent.id));
    teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    otherTeacher = await signInAs(t.ctx, 'teacher', { centreId: otherCentre.id });
    const [family, strangersFamily] = await t.ctx.db
      .insert(families)
      .values([{ namedAfter: 'Aminah' }, { namedAfter: 'Other' }])
      .returning();
    if (!family || !strangersFamily) throw new Error('families not created');
    await t.ctx.db.insert(familyMembers).values([
      { familyId: family.id, parentId: parent.id, relation: 'mother' },
      { familyId: strangersFamily.id, parentId: stranger.id, relation: 'father' },
    ]);
    const inFamily = async (name: string, familyId: string) => {
      const child = await addChild(t.ctx, centre.id, name);
      await t.ctx.db.update(children).set({ familyId }).where(eq(children.id, child.id));
      return child.id;
    };
    childId = await inFamily('Nur Aisyah', family.id);
    siblingId = await inFamily('Nur Hana', family.id);
    strangersChildId = await inFamily('Other Child', strangersFamily.id);
    jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a0c0e0' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const person = (overrides: Record<string, string> = {}) => ({
    name: 'Pak Ali',
    relationship: 'Grandfather',
    phoneNumber: '012-345 6789',
    ...overrides,
  });
  const photo = () => [{ field: 'photo', bytes: jpeg, type: 'image/jpeg', name: 'ali.jpg' }];

  async function send(
    method: 'POST' | 'PUT',
    url: string,
    token: string,
    fields: Record<string, string>,
    files: { field: string; bytes: Buffer; type: string; name: string }[] = [],
  ) {
    const body = await multipartBody(fields, files);
    return t.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }
  const listUrl = (child: string) => `/parent/children/${child}/pickup-persons`;
  const add = (child: string, fields = person(), token = parent.token, files = photo()) =>
    send('POST', listUrl(child), token, fields, files);
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: bearer(token) });
  const remove = (child: string, personId: string, token = parent.token) =>
    t.app.inject({ method: 'DELETE', url: `/api/v2${listUrl(child)}/${personId}`, headers: bearer(token) });

  async function checkOut(child: string, fields: Record<string, string>) {
    const at = Date.now();
    await t.ctx.db.delete(checkIns).where(eq(checkIns.childId, child));
    const record = (status: 'CHECKIN' | 'CHECKOUT', extra: Record<string, string>, time: number) =>
      send(
        'POST',
        `/center/students/${child}/check-in`,
        teacher.token,
        { temperature: '36.6', status, timestamp: new Date(time).toISOString(), ...extra },
        [{ field: 'image', bytes: jpeg, type: 'image/jpeg', name: 'door.jpg' }],
      );
    expect((await record('CHECKIN', {}, at - 60_000)).statusCode).toBe(201);
    return record('CHECKOUT', fields, at);
  }
  /** Whom the check-out of the child, sent with `fields`, says collected them. */
  const collectorOf = async (fields: Record<string, string>) =>
    (await checkOut(childId, fields)).json().data.collectedBy;
  /** The parent of the family, as a check-out names her. */
  const theMother = { kind: 'PARENT', name: 'Siti Aminah', relationship: 'mother' };

  it('lets a parent add, list, edit and remove the people who may collect their child', async () => {
    const added = await add(childId);
    expect(added.statusCode, added.body).toBe(201);
    const created = added.json().data;
    expect(created).toMatchObject({
      name: 'Pak Ali',
      relationship: 'Grandfather',
      phoneNumber: '012-345 6789',
    });
    expect(created.photoUrl).toMatch(/\/api\/files\/pickup-persons\/.+\.jpg\?expires=/);
    expect(created.thumbnailUrl).toMatch(/-thumb\.jpg\?expires=/);

    const list = await get(listUrl(childId), parent.token);
    expect(list.json().data).toEqual([created]);
    // The sibling's list is a list of its own.
    expect((await get(listUrl(siblingId), parent.token)).json().data).toEqual([]);

    const [row] = await t.ctx.db.select().from(pickupPersons).where(eq(pickupPersons.id, created.id));
    const oldKey = row?.photoKey ?? '';
    expect(await t.ctx.storage.get(oldKey)).not.toBeNull();
    const edited = await send('PUT', `${listUrl(childId)}/${created.id}`, parent.token, {
      ...person({ name: 'Pak Ali bin Abu', phoneNumber: '0198887777' }),
      removePhoto: 'true',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Pak Ali bin Abu',
      phoneNumber: '0198887777',
      photoUrl: null,
    });
    expect(await t.ctx.storage.get(oldKey)).toBeNull();

    expect((await remove(childId, created.id)).json()).toMatchObject({
      success: true,
      message: 'Pick-up person removed',
      data: null,
    });
    expect((await get(listUrl(childId), parent.token)).json().data).toEqual([]);
    expect((await remove(childId, created.id)).statusCode).toBe(404);
  });

  it("checks the form's fields with their messages", async () => {
    const response = await add(childId, person({ phoneNumber: 'call me now' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'phoneNumber',
      message: 'Please enter a valid phone number',
    });
    expect((await add(childId, person({ name: '' }))).json()).toMatchObject({ field: 'name' });
    const twoPhotos = await add(childId, person(), parent.token, [...photo(), ...photo()]);
    expect(twoPhotos.json()).toMatchObject({ message: 'Send one photo only.', field: 'photo' });
  });

  it('keeps at most ten people per child', async () => {
    const results = [];
    for (let index = 1; index <= 10; index += 1) {
      results.push((await add(siblingId, person({ name: `Person ${index}` }), parent.token, [])).statusCode);
    }
    expect(results).toEqual(Array(10).fill(201));
    const eleventh = await add(siblingId, person({ name: 'Person 11' }), parent.token, []);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A child can have at most 10 pick-up persons.',
    });
    expect((await get(listUrl(siblingId), parent.token)).json().data).toHaveLength(10);
    await t.ctx.db.delete(pickupPersons).where(eq(pickupPersons.childId, siblingId));
  });

  it("answers 404 for another family's child and for a person of another child", async () => {
    const mine = (await add(childId, person({ name: 'Mak Cik Ros' }), parent.token, [])).json().data;
    const notFound = { success: false, code: 'NOT_FOUND', message: 'Child not found.' };
    expect((await get(listUrl(childId), stranger.token)).json()).toMatchObject(notFound);
    expect((await add(childId, person(), stranger.token, [])).json()).toMatchObject(notFound);
    expect(
      (await send('PUT', `${listUrl(childId)}/${mine.id}`, stranger.token, person())).json(),
    ).toMatchObject(notFound);
    expect((await remove(childId, mine.id, stranger.token)).json()).toMatchObject(notFound);
    expect((await get(listUrl(strangersChildId), parent.token)).statusCode).toBe(404);
    // The right parent naming the person under the sibling: not that child's person.
    const crossed = await send('PUT', `${listUrl(siblingId)}/${mine.id}`, parent.token, person());
    expect(crossed.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This pick-up person was not found.',
    });
    expect((await remove(siblingId, mine.id)).statusCode).toBe(404);
    const [kept] = await t.ctx.db.select().from(pickupPersons).where(eq(pickupPersons.id, mine.id));
    expect(kept?.name).toBe('Mak Cik Ros');
  });

  it('shows a teacher the parents and the list of a child of their centre only', async () => {
    const collectors = await get(`/center/students/${childId}/collectors`, teacher.token);
    expect(collectors.statusCode).toBe(200);
    expect(collectors.json().data.parents).toEqual([
      { id: parent.id, name: 'Siti Aminah', relationship: 'mother', phoneNumber: '0123456789' },
    ]);
    expect(collectors.json().data.persons.map((item: { name: string }) => item.name)).toEqual([
      'Mak Cik Ros',
    ]);
    const elsewhere = await get(`/center/students/${childId}/collectors`, otherTeacher.token);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('This student was not found.');
  });

  it('records who collected the child at check-out, and the parent sees it in the history', async () => {
    const [ros] = (await get(listUrl(childId), parent.token)).json().data;
    const response = await checkOut(childId, { collectedBy: `person:${ros.id}` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.collectedBy).toEqual({
      kind: 'AUTHORISED',
      name: 'Mak Cik Ros',
      relationship: 'Grandfather',
    });
    const history = await get(`/parent/children/${childId}/check-in`, parent.token);
    const [today] = Object.values(history.json().data) as { CHECKOUT: { collectedBy: unknown } }[];
    expect(today?.CHECKOUT.collectedBy).toEqual({
      kind: 'AUTHORISED',
      name: 'Mak Cik Ros',
      relationship: 'Grandfather',
    });
    const [row] = await t.ctx.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.childId, childId), eq(checkIns.status, 'CHECKOUT')));
    expect(row).toMatchObject({ collectedByKind: 'AUTHORISED', collectedByPersonId: ros.id });

    // Removed from the list later: the check-out still names her.
    await remove(childId, ros.id);
    const after = (await get(`/parent/children/${childId}/check-in`, parent.token)).json().data;
    expect(
      (Object.values(after)[0] as { CHECKOUT: { collectedBy: { name: string } } }).CHECKOUT.collectedBy.name,
    ).toBe('Mak Cik Ros');
  });

  it('records a parent of the family, and a flagged other person with a name', async () => {
    expect(await collectorOf({ collectedBy: `parent:${parent.id}` })).toEqual(theMother);
    expect(await collectorOf({ collectedBy: 'other', collectedByName: 'Uncle Raju' })).toEqual({
      kind: 'OTHER',
      name: 'Uncle Raju',
      relationship: null,
    });
  });

  it("gives a teacher every child's collectors of their centre at once, for the phone to keep", async () => {
    const all = await get('/center/collectors', teacher.token);
    expect(all.statusCode).toBe(200);
    const byChild = new Map(
      (
        all.json().data as {
          childId: string;
          collectors: { parents: unknown[]; persons: { name: string }[] };
        }[]
      ).map((row) => [row.childId, row.collectors]),
    );
    expect(byChild.get(childId)).toEqual(
      (await get(`/center/students/${childId}/collectors`, teacher.token)).json().data,
    );
    expect(byChild.get(strangersChildId)?.parents).toHaveLength(1);
    const elsewhere = (await get('/center/collectors', otherTeacher.token)).json().data;
    expect(elsewhere.map((row: { childId: string }) => row.childId)).not.toContain(childId);
  });

  it("records 'Other' with the name of someone on the list as that person, so no parent is told a stranger came", async () => {
    await add(childId, person({ name: 'Pak Hamid' }), parent.token, []);
    expect(await collectorOf({ collectedBy: 'other', collectedByName: '  pak   HAMID ' })).toEqual({
      kind: 'AUTHORISED',
      name: 'Pak Hamid',
      relationship: 'Grandfather',
    });
    expect(await collectorOf({ collectedBy: 'other', collectedByName: 'siti aminah' })).toEqual(theMother);
  });

  it('refuses a person not on the list with a field error, and keeps no record', async () => {
    const othersPerson = (await add(siblingId, person({ name: "Sibling's Driver" }), parent.token, [])).json()
      .data;
    const cases: [Record<string, string>, string, string][] = [
      [
        { collectedBy: `person:${othersPerson.id}` },
        'collectedBy',
        'This person is not on the list of people who may collect this child.',
      ],
      [
        { collectedBy: `parent:${stranger.id}` },
        'collectedBy',
        'This person is not on the list of people who may collect this child.',
      ],
      [
        { collectedBy: 'person:00000000-0000-4000-8000-000000000000' },
        'collectedBy',
        'This person is not on the list of people who may collect this child.',
      ],
      [
        { collectedBy: 'person:------------------------------------' },
        'collectedBy',
        'Choose who is collecting the child',
      ],
      [{ collectedBy: 'other' }, 'collectedByName', 'Enter the name of the person collecting the child'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await checkOut(childId, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
      const rows = await t.ctx.db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.childId, childId), eq(checkIns.status, 'CHECKOUT')));
      expect(rows).toHaveLength(0);
    }
  });

  it('refuses a collector on a check-in', async () => {
    await t.ctx.db.delete(checkIns).where(eq(checkIns.childId, siblingId));
    const response = await send(
      'POST',
      `/center/students/${siblingId}/check-in`,
      teacher.token,
      {
        temperature: '36.6',
        status: 'CHECKIN',
        timestamp: new Date().toISOString(),
        collectedBy: `parent:${parent.id}`,
      },
      [{ field: 'image', bytes: jpeg, type: 'image/jpeg', name: 'door.jpg' }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'collectedBy',
      message: 'Only a check-out records who collected the child.',
    });
  });
});
