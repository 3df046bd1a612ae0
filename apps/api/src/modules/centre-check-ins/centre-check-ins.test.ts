import path from 'node:path';
import {
  ageOn,
  defaultClosingTime,
  isAfterClosing,
  kualaLumpurDay,
  startOfKualaLumpurDay,
} from '@cic/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addChild as addCentreChild } from '../../../test/centre-day-fixture';
import {
  appWithTwoCentres,
  checkInCalls,
  checkInFields,
  photoFile,
  postCheckIn as postCheckInForm,
} from '../../../test/check-in-request';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { checkIns, packages } from '../../db/schema/index';
import { checkInThumbnailHandler, checkInThumbnailJob } from './thumbnail-job';

const hour = 60 * 60 * 1000;
const temperatureMessage = 'Body temperature must be between 35°C and 42°C';

describe('teacher check-ins', () => {
  let t: TestApp;
  let centreA: { id: string };
  let centreB: { id: string };
  let fullDay: { id: string };
  let teacherA: { token: string; id: string; name?: string };
  let teacherB: { token: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    ({ t, centreA, centreB, teacherA, teacherB } = await appWithTwoCentres());
    const [created] = await t.ctx.db
      .insert(packages)
      .values({
        centreId: centreA.id,
        name: 'Full Day',
        packageType: 'Full Day',
        onlineRegistrationFeeSen: 15000,
      })
      .returning();
    if (!created) throw new Error('package not created');
    fullDay = created;
    // A phone photo: a little JPEG carrying EXIF, which must not survive.
    jpeg = await sharp({
      create: { width: 48, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Parent phone', Make: 'PhoneCo' } })
      .toBuffer();
  });
  afterAll(() => t.close());

  const addChild = (centreId: string, name: string, options?: Parameters<typeof addCentreChild>[3]) =>
    addCentreChild(t.ctx, centreId, name, options);

  const form = (overrides: Record<string, string> = {}) => ({
    temperature: '36.8',
    status: 'CHECKIN',
    note: '',
    schoolPackage: '',
    timestamp: new Date().toISOString(),
    ...overrides,
  });
  const photo = (bytes: Buffer = jpeg, type = 'image/jpeg', name = 'photo.jpg') =>
    photoFile(bytes, type, name);

  const { postCheckIn, rowsOf, storedCheckInFiles } = checkInCalls(() => ({ t, jpeg }));

  async function insertRecord(
    childId: string,
    status: 'CHECKIN' | 'CHECKOUT',
    at: Date,
    note: string | null = null,
  ) {
    await t.ctx.db.insert(checkIns).values({
      childId,
      centreId: centreA.id,
      status,
      recordedAt: at,
      localDate: kualaLumpurDay(at),
      temperature: 36.6,
      note,
      photoKey: `check-ins/test/${childId}-${status}-${at.getTime()}.jpg`,
      thumbnailKey: `check-ins/test/${childId}-${status}-${at.getTime()}-thumb.jpg`,
      recordedById: teacherA.id,
    });
  }

  it("lists the centre's active children by name with package, age and latest check-in", async () => {
    const centre = await createCentre(t.ctx);
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    const [pkg] = await t.ctx.db
      .insert(packages)
      .values({
        centreId: centre.id,
        name: 'Half Day',
        packageType: 'Half Day',
        onlineRegistrationFeeSen: 9000,
      })
      .returning();
    await addChild(centre.id, 'Zara Lim', { packageId: pkg?.id, dateOfBirth: '2020-01-15' });
    const aisyah = await addChild(centre.id, 'Aisyah Rahman', { dateOfBirth: '2022-12-31' });
    await addChild(centre.id, 'Left Already', { active: false });
    await addChild(centreB.id, 'Other Centre Child');
    // An hour ago, but today in Kuala Lumpur even just after its midnight.
    const now = new Date();
    const recordedAt = new Date(
      Math.max(now.getTime() - hour, startOfKualaLumpurDay(kualaLumpurDay(now)).getTime()),
    );
    await t.ctx.db.insert(checkIns).values({
      childId: aisyah.id,
      centreId: centre.id,
      status: 'CHECKIN',
      recordedAt,
      localDate: kualaLumpurDay(recordedAt),
      temperature: 36.5,
      photoKey: 'check-ins/test/aisyah.jpg',
      thumbnailKey: 'check-ins/test/aisyah-thumb.jpg',
      recordedById: teacher.id,
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/center/students',
      headers: bearer(teacher.token),
    });
    expect(response.statusCode).toBe(200);
    const today = kualaLumpurDay(now);
    const students = response.json().data;
    expect(students.map((student: { studentName: string }) => student.studentName)).toEqual([
      'Aisyah Rahman',
      'Zara Lim',
    ]);
    expect(students[0]).toEqual({
      ID_STUDENT: aisyah.id,
      studentName: 'Aisyah Rahman',
      Package: null,
      Age: ageOn('2022-12-31', today),
      latestCheckin: {
        img: expect.stringContaining('/api/files/check-ins/test/aisyah-thumb.jpg?expires='),
        time: recordedAt.toISOString(),
        status: 'CHECKIN',
        recordedBy: teacher.name,
      },
      reportedAbsence: null,
      // Checked in earlier today: still in once the default closing time has passed.
      stillCheckedIn: isAfterClosing(now, defaultClosingTime),
      notCheckedOutOn: null,
    });
    expect(students[1]).toMatchObject({
      Package: 'Half Day',
      Age: ageOn('2020-01-15', today),
      latestCheckin: null,
    });
  });

  it('checks a child in with a photo stored as a JPEG without EXIF, shown until its thumbnail job has run', async () => {
    const child = await addChild(centreA.id, 'Adam Tan', { packageId: fullDay.id });
    const timestamp = new Date(Date.now() - 60_000).toISOString();
    const response = await postCheckIn(teacherA.token, child.id, form({ timestamp, note: ' Runny nose ' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Checked in successfully',
      data: {
        id: expect.any(String),
        status: 'CHECKIN',
        time: timestamp,
        temperature: 36.8,
        fever: false,
        collectedBy: null,
      },
    });

    const [row] = await rowsOf(child.id);
    expect(row).toMatchObject({
      status: 'CHECKIN',
      centreId: centreA.id,
      recordedById: teacherA.id,
      packageId: fullDay.id,
      localDate: kualaLumpurDay(timestamp),
      temperature: 36.8,
      note: 'Runny nose',
    });
    expect(row?.recordedAt.toISOString()).toBe(timestamp);
    expect(row?.photoKey).toMatch(/^check-ins\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    // No thumbnail yet: the record names its photo, so every reader shows the photo.
    expect(row?.thumbnailKey).toBe(row?.photoKey);
    const expectStrippedJpeg = async (key: string) => {
      const stored = await t.ctx.storage.get(key);
      expect(stored?.contentType).toBe('image/jpeg');
      const metadata = await sharp(stored?.bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(stored?.bytes.includes(Buffer.from('Parent phone'))).toBe(false);
    };
    await expectStrippedJpeg(row?.photoKey ?? '');

    const listedImage = async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v2/center/students',
        headers: bearer(teacherA.token),
      });
      const listed = list
        .json()
        .data.find((student: { ID_STUDENT: string }) => student.ID_STUDENT === child.id);
      expect(listed).toMatchObject({
        Package: 'Full Day',
        latestCheckin: { status: 'CHECKIN', time: timestamp, recordedBy: teacherA.name },
      });
      return listed.latestCheckin.img as string;
    };
    expect(await listedImage()).toContain(`/api/files/${row?.photoKey}?expires=`);

    const makeThumbnail = checkInThumbnailHandler(t.ctx);
    expect(await makeThumbnail({ checkInId: row?.id ?? '' })).toEqual({ made: true });
    const [after] = await rowsOf(child.id);
    expect(after?.thumbnailKey).toBe(row?.photoKey?.replace(/\.jpg$/, '-thumb.jpg'));
    await expectStrippedJpeg(after?.thumbnailKey ?? '');
    // Run again (a retry): nothing changes.
    expect(await makeThumbnail({ checkInId: row?.id ?? '' })).toEqual({ made: false });
    expect((await rowsOf(child.id))[0]?.thumbnailKey).toBe(after?.thumbnailKey);
    expect(await listedImage()).toContain(`/api/files/${after?.thumbnailKey}?expires=`);
  });

  it('allows only the next action of the Kuala Lumpur day (409 otherwise)', async () => {
    const child = await addChild(centreA.id, 'Bella Ong');
    const checkout = await postCheckIn(teacherA.token, child.id, form({ status: 'CHECKOUT' }));
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This child has not been checked in today.',
    });

    expect((await postCheckIn(teacherA.token, child.id, form())).statusCode).toBe(201);
    const again = await postCheckIn(teacherA.token, child.id, form());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This child is already checked in today.');

    const out = await postCheckIn(
      teacherA.token,
      child.id,
      form({ status: 'CHECKOUT', temperature: '36.5' }),
    );
    expect(out.statusCode).toBe(201);
    expect(out.json().message).toBe('Checked out successfully');

    for (const status of ['CHECKIN', 'CHECKOUT']) {
      const after = await postCheckIn(teacherA.token, child.id, form({ status }));
      expect(after.statusCode).toBe(409);
      expect(after.json().message).toBe('This child has already been checked out today.');
    }
    expect(await rowsOf(child.id)).toHaveLength(2);
  });

  it("starts a new day after yesterday's records", async () => {
    const child = await addChild(centreA.id, 'Chong Wei');
    const yesterday = new Date(Date.now() - 24 * hour);
    await insertRecord(child.id, 'CHECKIN', yesterday);
    // Forgot to check out yesterday: today begins with a check-in, not a check-out.
    const checkout = await postCheckIn(teacherA.token, child.id, form({ status: 'CHECKOUT' }));
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe('This child has not been checked in today.');
    expect((await postCheckIn(teacherA.token, child.id, form())).statusCode).toBe(201);
  });

  it('refuses a record older than the newest one', async () => {
    const child = await addChild(centreA.id, 'Dania Yusof');
    await insertRecord(child.id, 'CHECKIN', new Date(Date.now() - 5 * 60_000));
    const late = await postCheckIn(
      teacherA.token,
      child.id,
      form({ status: 'CHECKOUT', timestamp: new Date(Date.now() - 10 * 60_000).toISOString() }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A newer record already exists for this child.');
  });

  it('checks the temperature range with the spec message', async () => {
    const child = await addChild(centreA.id, 'Eva Goh');
    for (const temperature of ['34.9', '42.1', 'warm']) {
      const response = await postCheckIn(teacherA.token, child.id, form({ temperature }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: temperatureMessage,
        field: 'temperature',
      });
    }
    for (const temperature of ['35', '42']) {
      const edge = await addChild(centreA.id, `Edge ${temperature}`);
      expect((await postCheckIn(teacherA.token, edge.id, form({ temperature }))).statusCode).toBe(201);
    }
    expect(await rowsOf(child.id)).toHaveLength(0);
  });

  it('requires a status and a photo', async () => {
    const child = await addChild(centreA.id, 'Farah Aziz');
    const noStatus = await postCheckIn(teacherA.token, child.id, form({ status: '' }));
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json()).toMatchObject({ message: 'Status is required', field: 'status' });
    const { status: _status, ...withoutStatus } = form();
    expect((await postCheckIn(teacherA.token, child.id, withoutStatus)).json().message).toBe(
      'Status is required',
    );

    const noPhoto = await postCheckIn(teacherA.token, child.id, form(), []);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json()).toMatchObject({ message: 'A photo is required.', field: 'image' });
    const wrongField = await postCheckIn(teacherA.token, child.id, form(), [
      { ...photo(), field: 'picture' },
    ]);
    expect(wrongField.json()).toMatchObject({ message: 'A photo is required.', field: 'image' });
  });

  it('refuses a capture time in the future or more than 24 hours old', async () => {
    const child = await addChild(centreA.id, 'Gopal Raj');
    const future = await postCheckIn(
      teacherA.token,
      child.id,
      form({ timestamp: new Date(Date.now() + 10 * 60_000).toISOString() }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'timestamp' });
    const old = await postCheckIn(
      teacherA.token,
      child.id,
      form({ timestamp: new Date(Date.now() - 25 * hour).toISOString() }),
    );
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'timestamp' });
    const garbage = await postCheckIn(teacherA.token, child.id, form({ timestamp: 'yesterday' }));
    expect(garbage.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'timestamp' });
    expect(await rowsOf(child.id)).toHaveLength(0);

    // A phone clock a minute ahead is tolerated.
    const skewed = await postCheckIn(
      teacherA.token,
      child.id,
      form({ timestamp: new Date(Date.now() + 60_000).toISOString() }),
    );
    expect(skewed.statusCode).toBe(201);
  });

  it('stores the thumbnail the phone sent beside the photo at once, and queues no thumbnail job', async () => {
    const child = await addChild(centreA.id, 'Grace Lim');
    // The phone's thumbnail: 180x320 with EXIF, which must not survive either.
    const thumbnail = await sharp({
      create: { width: 180, height: 320, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Parent phone' } })
      .toBuffer();
    const send = vi.spyOn(t.ctx.jobs, 'send');
    try {
      const response = await postCheckIn(teacherA.token, child.id, form(), [
        photo(),
        { field: 'thumbnail', bytes: thumbnail, type: 'image/jpeg', name: 'thumbnail.jpg' },
      ]);
      expect(response.statusCode).toBe(201);
      expect(send.mock.calls.map(([name]) => name)).not.toContain(checkInThumbnailJob);
    } finally {
      send.mockRestore();
    }
    const [row] = await rowsOf(child.id);
    expect(row?.thumbnailKey).toBe(row?.photoKey?.replace(/\.jpg$/, '-thumb.jpg'));
    const stored = await t.ctx.storage.get(row?.thumbnailKey ?? '');
    const metadata = await sharp(stored?.bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      width: 180,
      height: 320,
    });
    expect(metadata.exif).toBeUndefined();
    // The job, were it to run all the same, leaves the phone's thumbnail alone.
    expect(await checkInThumbnailHandler(t.ctx)({ checkInId: row?.id ?? '' })).toEqual({ made: false });
  });

  it('refuses a thumbnail that is not an image (415, field thumbnail), or two, and stores nothing', async () => {
    const child = await addChild(centreA.id, 'Hadi Musa');
    const before = await storedCheckInFiles();
    const text = {
      field: 'thumbnail',
      bytes: Buffer.from('not a picture'),
      type: 'image/jpeg',
      name: 't.jpg',
    };
    const response = await postCheckIn(teacherA.token, child.id, form(), [photo(), text]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA', field: 'thumbnail' });
    const small = { ...text, bytes: jpeg };
    const two = await postCheckIn(teacherA.token, child.id, form(), [photo(), small, small]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ message: 'Send one photo only.' });
    expect(await rowsOf(child.id)).toHaveLength(0);
    expect(await storedCheckInFiles()).toEqual(before);
  });

  it('refuses a PDF sent as the photo (415) and stores nothing', async () => {
    const child = await addChild(centreA.id, 'Hana Lee');
    const before = await storedCheckInFiles();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const response = await postCheckIn(teacherA.token, child.id, form(), [
      photo(pdf, 'image/jpeg', 'photo.jpg'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
    expect(await rowsOf(child.id)).toHaveLength(0);
    expect(await storedCheckInFiles()).toEqual(before);
  });

  it('refuses a photo of more than 16 megapixels with 413 and stores nothing', async () => {
    const child = await addChild(centreA.id, 'Hana Pixel');
    const before = await storedCheckInFiles();
    const huge = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#888888' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const response = await postCheckIn(teacherA.token, child.id, form(), [
      photo(huge, 'image/png', 'photo.png'),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The photo must be at most 16 megapixels.',
      messageCode: 'checkIns.photoTooManyPixels',
      params: { megapixels: '16' },
    });
    expect(await rowsOf(child.id)).toHaveLength(0);
    expect(await storedCheckInFiles()).toEqual(before);
  });

  it('answers malformed uploads with 4xx, never 500', async () => {
    const child = await addChild(centreA.id, 'Irfan Malik');
    const url = `/api/v2/center/students/${child.id}/check-in`;
    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(teacherA.token),
      payload: form(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: 'This request must be multipart.',
    });

    const empty = await t.app.inject({ method: 'POST', url, headers: bearer(teacherA.token) });
    expect(empty.statusCode).toBe(415);
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const other = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(teacherA.token), 'content-type': contentType },
        payload: 'status=CHECKIN',
      });
      expect(other.statusCode, contentType).toBe(415);
    }

    const twoFiles = await postCheckIn(teacherA.token, child.id, form(), [photo(), photo()]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toMatchObject({ message: 'Send one photo only.', field: 'image' });

    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(teacherA.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="status"\r\n\r\nCHECKIN\r\n--xyz\r\nContent-Dispo',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);

    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(teacherA.token), 'content-type': 'multipart/form-data' },
      payload: 'nothing',
    });
    expect(noBoundary.statusCode).toBe(400);

    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0x41);
    huge.set([0xff, 0xd8, 0xff], 0);
    const tooLarge = await postCheckIn(teacherA.token, child.id, form(), [photo(huge)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsOf(child.id)).toHaveLength(0);
  });

  it("keeps centres apart: another centre's student is not found (404)", async () => {
    const child = await addChild(centreA.id, 'Jia Hui');
    await insertRecord(child.id, 'CHECKIN', new Date(Date.now() - 25 * hour));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v2/center/students',
      headers: bearer(teacherB.token),
    });
    expect(list.json().data.some((student: { ID_STUDENT: string }) => student.ID_STUDENT === child.id)).toBe(
      false,
    );

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v2/center/students/${child.id}/check-in`,
      headers: bearer(teacherB.token),
    });
    expect(history.statusCode).toBe(404);
    expect(history.json()).toMatchObject({ code: 'NOT_FOUND' });

    const before = await storedCheckInFiles();
    const post = await postCheckIn(teacherB.token, child.id, form());
    expect(post.statusCode).toBe(404);
    expect(await rowsOf(child.id)).toHaveLength(1);
    expect(await storedCheckInFiles()).toEqual(before);

    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/center/students/${id}/check-in`,
        headers: bearer(teacherA.token),
      });
      expect(response.statusCode).toBe(404);
      expect((await postCheckIn(teacherA.token, id, form())).statusCode).toBe(404);
    }
  });

  it('refuses a check-in for a child who left the centre', async () => {
    const child = await addChild(centreA.id, 'Kamal Left', { active: false });
    expect((await postCheckIn(teacherA.token, child.id, form())).statusCode).toBe(404);
  });

  it('groups the history by Kuala Lumpur day, newest first, with pages of days', async () => {
    const child = await addChild(centreA.id, 'Lina Park');
    // 07:30 in Kuala Lumpur on 2 March is still 1 March in UTC.
    await insertRecord(child.id, 'CHECKIN', new Date('2026-03-01T23:30:00.000Z'), 'Sleepy');
    await insertRecord(child.id, 'CHECKOUT', new Date('2026-03-02T09:45:00.000Z'));
    await insertRecord(child.id, 'CHECKIN', new Date('2026-02-27T00:05:00.000Z'));

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/center/students/${child.id}/check-in`,
      headers: bearer(teacherA.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.data)).toEqual(['2026-03-02', '2026-02-27']);
    expect(body.meta).toEqual({ page: 1, limit: 50, total: 2 });
    expect(body.data['2026-03-02'].CHECKIN).toEqual({
      id: expect.any(String),
      status: 'CHECKIN',
      imgUrl: expect.stringContaining('/api/files/check-ins/test/'),
      thumbnailUrl: expect.stringContaining('-thumb.jpg?expires='),
      time: '2026-03-01T23:30:00.000Z',
      temperature: 36.6,
      note: 'Sleepy',
      recordedBy: teacherA.name,
      fever: false,
      collectedBy: null,
      recordedAfterwards: false,
    });
    expect(body.data['2026-03-02'].CHECKOUT).toMatchObject({ status: 'CHECKOUT', note: null });
    expect(body.data['2026-02-27'].CHECKOUT).toBeUndefined();

    const second = await t.app.inject({
      method: 'GET',
      url: `/api/v2/center/students/${child.id}/check-in?page=2&limit=1`,
      headers: bearer(teacherA.token),
    });
    expect(Object.keys(second.json().data)).toEqual(['2026-02-27']);
    expect(second.json().meta).toEqual({ page: 2, limit: 1, total: 2 });

    const badPage = await t.app.inject({
      method: 'GET',
      url: `/api/v2/center/students/${child.id}/check-in?limit=1000`,
      headers: bearer(teacherA.token),
    });
    expect(badPage.statusCode).toBe(400);
  });

  it('records the package sent when it belongs to the centre, else the child’s own', async () => {
    const [halfDay] = await t.ctx.db
      .insert(packages)
      .values({
        centreId: centreA.id,
        name: 'Half Day',
        packageType: 'Half Day',
        onlineRegistrationFeeSen: 9000,
      })
      .returning();
    const [elsewhere] = await t.ctx.db
      .insert(packages)
      .values({ centreId: centreB.id, name: 'Other', packageType: 'Other', onlineRegistrationFeeSen: 1 })
      .returning();
    const one = await addChild(centreA.id, 'Mei Ling', { packageId: fullDay.id });
    const two = await addChild(centreA.id, 'Nadia Ali', { packageId: fullDay.id });
    await postCheckIn(teacherA.token, one.id, form({ schoolPackage: halfDay?.id ?? '' }));
    await postCheckIn(teacherA.token, two.id, form({ schoolPackage: elsewhere?.id ?? '' }));
    const three = await addChild(centreA.id, 'Nurul Huda', { packageId: fullDay.id });
    await postCheckIn(teacherA.token, three.id, form({ schoolPackage: 'Half Day' }));
    expect((await rowsOf(three.id))[0]?.packageId).toBe(halfDay?.id);
    expect((await rowsOf(one.id))[0]?.packageId).toBe(halfDay?.id);
    expect((await rowsOf(two.id))[0]?.packageId).toBe(fullDay.id);
  });

  it('keeps photo and record together when two phones record the same child at once', async () => {
    const child = await addChild(centreA.id, 'Omar Hakim');
    const before = await storedCheckInFiles();
    const responses = await Promise.all([
      postCheckIn(teacherA.token, child.id, form()),
      postCheckIn(teacherA.token, child.id, form()),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = await rowsOf(child.id);
    expect(rows).toHaveLength(1);
    const added = (await storedCheckInFiles()).filter((name) => !before.includes(name)).sort();
    expect(added).toEqual([path.basename(rows[0]?.photoKey ?? '')]);
  });
});

describe('check-in thumbnails on the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ jobs: true });
  });
  afterAll(() => t.close());

  it('queues the thumbnail of a new check-in and the queue makes it', async () => {
    const centre = await createCentre(t.ctx);
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    const child = await addCentreChild(t.ctx, centre.id, 'Hana Yusof');
    const photo = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#8ab' } })
      .jpeg()
      .toBuffer();
    const response = await postCheckInForm(t.app, teacher.token, child.id, checkInFields(), [
      photoFile(photo),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id as string;

    const deadline = Date.now() + 15_000;
    let row = (await t.ctx.db.select().from(checkIns).where(eq(checkIns.id, id)))[0];
    while (row?.thumbnailKey === row?.photoKey && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = (await t.ctx.db.select().from(checkIns).where(eq(checkIns.id, id)))[0];
    }
    expect(row?.thumbnailKey).toBe(row?.photoKey?.replace(/\.jpg$/, '-thumb.jpg'));
    const thumbnail = await sharp((await t.ctx.storage.get(row?.thumbnailKey ?? ''))?.bytes).metadata();
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 180, height: 320 });
  });
});
