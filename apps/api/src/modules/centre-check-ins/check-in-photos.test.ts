import { kualaLumpurDay } from '@cic/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addChild } from '../../../test/centre-day-fixture';
import {
  afterStartOfImage,
  canvasJpeg,
  gpsExifSegment,
  htmlPayload,
  jpegSegment,
  solidImage,
} from '../../../test/jpeg-bytes';
import { multipartBody } from '../../../test/multipart-body';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { checkIns } from '../../db/schema/index';

type Upload = { field: string; bytes: Buffer; type: string; name: string };

const image = (bytes: Buffer, type = 'image/jpeg'): Upload => ({
  field: 'image',
  bytes,
  type,
  name: 'photo.jpg',
});
const thumbnail = (bytes: Buffer): Upload => ({
  field: 'thumbnail',
  bytes,
  type: 'image/jpeg',
  name: 't.jpg',
});

describe('check-in photos: verified and cleaned, re-encoded only when they must be (decision 075)', () => {
  let t: TestApp;
  let centreId: string;
  let teacherToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    centreId = (await createCentre(t.ctx)).id;
    teacherToken = (await signInAs(t.ctx, 'teacher', { centreId })).token;
  });
  afterAll(() => t.close());

  /** Checks a new child in with `files`; answers the response and the stored photo and thumbnail. */
  async function checkIn(files: Upload[]) {
    const child = await addChild(t.ctx, centreId, `Child ${Math.random()}`);
    const body = await multipartBody(
      { temperature: '36.6', status: 'CHECKIN', timestamp: new Date(Date.now() - 60_000).toISOString() },
      files,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/center/students/${child.id}/check-in`,
      headers: { ...bearer(teacherToken), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    const [row] = await t.ctx.db.select().from(checkIns).where(eq(checkIns.childId, child.id));
    const photo = row?.photoKey ? (await t.ctx.storage.get(row.photoKey))?.bytes : undefined;
    const storedThumbnail = row?.thumbnailKey
      ? (await t.ctx.storage.get(row.thumbnailKey))?.bytes
      : undefined;
    return { response, childId: child.id, row, photo, thumbnail: storedThumbnail };
  }

  it('stores a clean canvas JPEG and its thumbnail byte for byte as sent', async () => {
    const photo = await canvasJpeg(1080, 1920);
    const small = await canvasJpeg(180, 320);
    const stored = await checkIn([image(photo), thumbnail(small)]);
    expect(stored.response.statusCode).toBe(201);
    expect(stored.photo?.equals(photo)).toBe(true);
    expect(stored.thumbnail?.equals(small)).toBe(true);
  });

  it('stores a polyglot JPEG+HTML without the HTML or GPS, served as image/jpeg with nosniff by its signed link', async () => {
    const clean = await canvasJpeg(480, 640);
    const polyglot = Buffer.concat([
      afterStartOfImage(clean, await gpsExifSegment(), jpegSegment(0xfe, htmlPayload)),
      Buffer.from(htmlPayload),
    ]);
    const stored = await checkIn([image(polyglot)]);
    expect(stored.response.statusCode).toBe(201);
    expect(stored.photo?.equals(clean)).toBe(true);

    const day = kualaLumpurDay(stored.row?.recordedAt ?? new Date());
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v2/center/students/${stored.childId}/check-in`,
      headers: bearer(teacherToken),
    });
    expect(history.statusCode).toBe(200);
    const link = new URL(history.json().data[day].CHECKIN.imgUrl);
    const served = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(clean)).toBe(true);
    for (const hidden of ['<script', '<html', 'Exif', 'PhoneCo', 'Parent phone']) {
      expect(served.rawPayload.includes(Buffer.from(hidden)), hidden).toBe(false);
    }
  });

  it('turns a photo with EXIF orientation 6 upright and fits one over the box, the old way', async () => {
    const turned = await checkIn([
      image(await solidImage(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer()),
    ]);
    expect(turned.response.statusCode).toBe(201);
    const upright = await sharp(turned.photo).metadata();
    expect({ width: upright.width, height: upright.height, exif: upright.exif }).toEqual({
      width: 200,
      height: 400,
      exif: undefined,
    });

    const large = await checkIn([image(await canvasJpeg(1200, 2000)), thumbnail(await canvasJpeg(640, 640))]);
    expect(large.response.statusCode).toBe(201);
    const fitted = await sharp(large.photo).metadata();
    expect({ width: fitted.width, height: fitted.height }).toEqual({ width: 1080, height: 1800 });
    const fittedThumbnail = await sharp(large.thumbnail).metadata();
    expect({ width: fittedThumbnail.width, height: fittedThumbnail.height }).toEqual({
      width: 320,
      height: 320,
    });
  });

  it('re-encodes a CMYK JPEG and a PNG to an RGB JPEG', async () => {
    const cmyk = await checkIn([image(await solidImage(64, 48).toColourspace('cmyk').jpeg().toBuffer())]);
    const png = await checkIn([image(await solidImage(64, 48).png().toBuffer(), 'image/png')]);
    for (const stored of [cmyk, png]) {
      expect(stored.response.statusCode).toBe(201);
      const metadata = await sharp(stored.photo).metadata();
      expect({ format: metadata.format, channels: metadata.channels }).toEqual({
        format: 'jpeg',
        channels: 3,
      });
    }
  });

  it('refuses a truncated segment or a HEIC file (415, the thumbnail named) and records nothing', async () => {
    const truncated = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0]),
      Buffer.from(htmlPayload),
    ]);
    const heic = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1');
    for (const bad of [truncated, heic]) {
      const asPhoto = await checkIn([image(bad)]);
      expect(asPhoto.response.statusCode).toBe(415);
      expect(asPhoto.response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA' });
      expect(asPhoto.row).toBeUndefined();
      const asThumbnail = await checkIn([image(await canvasJpeg(64, 48)), thumbnail(bad)]);
      expect(asThumbnail.response.statusCode).toBe(415);
      expect(asThumbnail.response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA', field: 'thumbnail' });
      expect(asThumbnail.row).toBeUndefined();
    }
  });
});
