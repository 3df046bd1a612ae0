import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCentre, signInAs } from '../../../test/sign-in';
import { children, families, familyMembers, parents } from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';

describe('admin users area', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, string> = {};

  const get = async (url: string, bearer = token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/users/${url}`,
      headers: { authorization: `Bearer ${bearer}` },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    token = (await signInAs(t.ctx, 'admin', { modules: ['USER'] })).token;
    const bangsar = await createCentre(t.ctx, 'CIC Bangsar');
    const ampang = await createCentre(t.ctx, 'CIC Ampang');
    const people = await t.ctx.db
      .insert(parents)
      .values([
        {
          email: 'ahmad@test.example',
          fullName: 'Ahmad Zaki',
          phoneNumber: '+60 12-345 6789',
          emailVerifiedAt: new Date(),
          salutation: 'Mr',
          nationality: 'malaysia',
          occupation: 'Teacher',
          address1: '1 Jalan Ampang',
          address2: null,
          postcode: '50450',
          state: 'W.P. Kuala Lumpur',
          country: 'Malaysia',
          referralCode: 'CICAHMAD',
        },
        {
          email: 'siti@test.example',
          fullName: 'Siti Aminah',
          phoneNumber: '019-888 7777',
          emailVerifiedAt: new Date(),
        },
        { email: 'grace@test.example', fullName: 'Grace Lee', phoneNumber: null },
        { email: 'new.parent@test.example' },
        { email: 'under_score@test.example', fullName: 'Under Score' },
      ])
      .returning();
    for (const parent of people) ids[parent.email] = parent.id;
    const [zaki, lee] = await t.ctx.db
      .insert(families)
      .values([{ namedAfter: 'Zaki' }, { namedAfter: 'Lee' }])
      .returning();
    if (!zaki || !lee) throw new Error('families not created');
    ids.zaki = zaki.id;
    ids.lee = lee.id;
    await t.ctx.db.insert(familyMembers).values([
      { familyId: zaki.id, parentId: ids['ahmad@test.example'] as string, relation: 'father' },
      { familyId: zaki.id, parentId: ids['siti@test.example'] as string, relation: 'mother' },
      { familyId: lee.id, parentId: ids['grace@test.example'] as string, relation: 'mother' },
      // Ahmad is also the guardian of the Lee children.
      { familyId: lee.id, parentId: ids['ahmad@test.example'] as string, relation: 'guardian' },
    ]);
    const child = (name: string, centreId: string, familyId: string, active = true) => ({
      name,
      gender: 'female' as const,
      dateOfBirth: '2021-05-01',
      centreId,
      familyId,
      active,
    });
    const kids = await t.ctx.db
      .insert(children)
      .values([
        child('Nur Aisyah', bangsar.id, zaki.id),
        child('Muhammad Irfan', ampang.id, zaki.id, false),
        child('Lee Jia Hui', bangsar.id, lee.id),
      ])
      .returning();
    for (const kid of kids) ids[kid.name] = kid.id;
  });
  afterAll(() => t.close());

  describe('parents', () => {
    it('lists parents by name (unnamed last) with verified flag and family and child counts', async () => {
      const response = await get('parents');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ page: 1, limit: 20, total: 5 });
      expect(body.data.map((row: { email: string }) => row.email)).toEqual([
        'ahmad@test.example',
        'grace@test.example',
        'siti@test.example',
        'under_score@test.example',
        'new.parent@test.example',
      ]);
      expect(body.data[0]).toEqual({
        id: ids['ahmad@test.example'],
        fullName: 'Ahmad Zaki',
        email: 'ahmad@test.example',
        phoneNumber: '+60 12-345 6789',
        verified: true,
        families: 2,
        children: 3,
        createdAt: expect.any(String),
      });
      expect(body.data[1]).toMatchObject({ verified: false, families: 1, children: 1 });
      expect(body.data[4]).toMatchObject({ fullName: null, families: 0, children: 0 });
    });

    it('searches on name, e-mail or phone (digits alone match formatted numbers)', async () => {
      const emails = async (search: string) =>
        (await get(`parents?search=${encodeURIComponent(search)}`))
          .json()
          .data.map((row: { email: string }) => row.email);
      expect(await emails('aminah')).toEqual(['siti@test.example']);
      expect(await emails('GRACE@')).toEqual(['grace@test.example']);
      expect(await emails('0198887777')).toEqual(['siti@test.example']);
      expect(await emails('345 6789')).toEqual(['ahmad@test.example']);
      expect(await emails('_')).toEqual(['under_score@test.example']);
      expect(await emails('nobody')).toEqual([]);
      const meta = (await get('parents?search=aminah')).json().meta;
      expect(meta).toEqual({ page: 1, limit: 20, total: 1 });
    });

    it('pages with meta; pages past the end are empty; limits are checked', async () => {
      const second = (await get('parents?page=2&limit=2')).json();
      expect(second.meta).toEqual({ page: 2, limit: 2, total: 5 });
      expect(second.data.map((row: { email: string }) => row.email)).toEqual([
        'siti@test.example',
        'under_score@test.example',
      ]);
      const past = (await get('parents?page=9&limit=2')).json();
      expect(past).toEqual({ success: true, data: [], meta: { page: 9, limit: 2, total: 5 } });
      expect((await get('parents?limit=101')).statusCode).toBe(400);
      expect((await get('parents?page=0')).statusCode).toBe(400);
    });

    it("answers a parent's detail with their families, 404 when unknown", async () => {
      const response = await get(`parents/${ids['ahmad@test.example']}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json().data;
      expect(detail).toMatchObject({
        id: ids['ahmad@test.example'],
        salutation: 'Mr',
        nationality: 'malaysia',
        occupation: 'Teacher',
        address: '1 Jalan Ampang, 50450, W.P. Kuala Lumpur, Malaysia',
        referralCode: 'CICAHMAD',
        families: 2,
        children: 3,
      });
      expect(
        detail.familyLinks.map((link: { relation: string; family: { name: string } }) => [
          link.relation,
          link.family.name,
        ]),
      ).toEqual([
        ['guardian', 'Lee Family'],
        ['father', 'Zaki Family'],
      ]);
      expect(detail.familyLinks[1].family.children).toEqual([
        { id: ids['Muhammad Irfan'], name: 'Muhammad Irfan', active: false, centre: 'CIC Ampang' },
        { id: ids['Nur Aisyah'], name: 'Nur Aisyah', active: true, centre: 'CIC Bangsar' },
      ]);
      const bare = (await get(`parents/${ids['new.parent@test.example']}`)).json().data;
      expect(bare).toMatchObject({ address: null, familyLinks: [], families: 0 });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const missing = await get(`parents/${id}`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This parent was not found.' });
      }
    });
  });

  describe('families', () => {
    it('lists families by name with members (father, mother, guardian) and children with centre', async () => {
      const body = (await get('families')).json();
      expect(body.meta).toEqual({ page: 1, limit: 20, total: 2 });
      expect(body.data.map((family: { name: string }) => family.name)).toEqual(['Lee Family', 'Zaki Family']);
      expect(body.data[0]).toEqual({
        id: ids.lee,
        name: 'Lee Family',
        createdAt: expect.any(String),
        members: [
          {
            parentId: ids['grace@test.example'],
            relation: 'mother',
            fullName: 'Grace Lee',
            email: 'grace@test.example',
          },
          {
            parentId: ids['ahmad@test.example'],
            relation: 'guardian',
            fullName: 'Ahmad Zaki',
            email: 'ahmad@test.example',
          },
        ],
        children: [{ id: ids['Lee Jia Hui'], name: 'Lee Jia Hui', active: true, centre: 'CIC Bangsar' }],
      });
      expect(body.data[1].members.map((member: { relation: string }) => member.relation)).toEqual([
        'father',
        'mother',
      ]);
    });

    it("searches on the family's name, a member's name or e-mail, or a child's name", async () => {
      const names = async (search: string) =>
        (await get(`families?search=${encodeURIComponent(search)}`))
          .json()
          .data.map((row: { name: string }) => row.name);
      expect(await names('zaki fam')).toEqual(['Zaki Family']);
      expect(await names('siti@')).toEqual(['Zaki Family']);
      expect(await names('Ahmad')).toEqual(['Lee Family', 'Zaki Family']);
      expect(await names('jia hui')).toEqual(['Lee Family']);
      expect(await names('nobody')).toEqual([]);
      expect((await get('families?search=irfan&limit=1')).json().meta).toEqual({
        page: 1,
        limit: 1,
        total: 1,
      });
      expect(
        (await get('families?page=2&limit=1')).json().data.map((row: { name: string }) => row.name),
      ).toEqual(['Zaki Family']);
    });

    it("names families in the reader's language, and finds them by either name (issue 27)", async () => {
      const malay = (path: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/v2/admin/users/${path}`,
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'ms' },
        });
      const names = (response: { json(): { data: { name: string }[] } }) =>
        response.json().data.map((row) => row.name);
      expect(names(await malay('families'))).toEqual(['Keluarga Lee', 'Keluarga Zaki']);
      expect(names(await malay('families?search=keluarga%20zak'))).toEqual(['Keluarga Zaki']);
      expect((await malay(`families/${ids.zaki}`)).json().data.name).toBe('Keluarga Zaki');
      const parent = (await malay(`parents/${ids['ahmad@test.example']}`)).json().data;
      expect(parent.familyLinks.map((link: { family: { name: string } }) => link.family.name)).toEqual([
        'Keluarga Lee',
        'Keluarga Zaki',
      ]);
    });

    it("answers a family's detail, 404 when unknown", async () => {
      const response = await get(`families/${ids.zaki}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: ids.zaki, name: 'Zaki Family' });
      expect(response.json().data.children).toHaveLength(2);
      const missing = await get('families/00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This family was not found.' });
    });
  });

  it('is closed to admins without the User module', async () => {
    const other = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
    for (const url of [
      'parents',
      'families',
      `families/${ids.zaki}`,
      `parents/${ids['ahmad@test.example']}`,
    ]) {
      expect((await get(url, other.token)).statusCode).toBe(403);
    }
  });

  it('escapes LIKE wildcards in searches', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
