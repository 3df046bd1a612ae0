import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { uploadCarePhoto } from '../../../test/care-photo';
import { addCentre, addChild } from '../../../test/centre-day-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import { settle, until } from '../../../test/waits';
import { carePhotos } from '../../db/schema/index';
import { cleanUpJobNames } from '../../jobs/clean-up-jobs';

const hour = 60 * 60 * 1000;

describe('note photos never attached (decision 119)', () => {
  let t: TestApp;
  let now = new Date();

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, jobs: true });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const file of t.ctx.storage.list('care/')) keys.push(file.key);
    return keys;
  };
  const photoRow = async (id: string) =>
    (await t.ctx.db.select().from(carePhotos).where(eq(carePhotos.id, id)))[0] ?? null;

  it('goes, row and files, a day after its upload on the clean-up jobs; a note’s photo stays', async () => {
    const centre = await addCentre(t.ctx, 'CIC Bangsar');
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    const child = await addChild(t.ctx, centre.id, 'Nur Aisyah');
    const upload = async () => {
      const response = await uploadCarePhoto(t.app, teacher.token);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const kept = await upload();
    const unused = await upload();
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/v2/center/care',
      headers: bearer(teacher.token),
      payload: {
        kind: 'NOTE',
        text: 'Painted a fish',
        photoIds: [kept],
        childIds: [child.id],
        capturedAt: now.toISOString(),
        clientRequestId: randomUUID(),
      },
    });
    expect(note.statusCode, note.body).toBe(201);
    const unusedRow = await photoRow(unused);
    const keptRow = await photoRow(kept);
    if (!unusedRow || !keptRow) throw new Error('photos not stored');
    const unusedFiles = [unusedRow.photoKey, unusedRow.thumbnailKey];
    const keptFiles = [keptRow.photoKey, keptRow.thumbnailKey];
    expect(await storedKeys()).toEqual(expect.arrayContaining([...unusedFiles, ...keptFiles]));

    // Within the day the unused upload may still be named by a note being written.
    now = new Date(now.getTime() + 23 * hour);
    await t.ctx.jobs.send(cleanUpJobNames.expiredRecords);
    await t.ctx.jobs.send(cleanUpJobNames.orphanPhotos);
    await settle();
    expect(await photoRow(unused)).not.toBeNull();
    expect(await storedKeys()).toEqual(expect.arrayContaining(unusedFiles));

    now = new Date(now.getTime() + 2 * hour);
    await t.ctx.jobs.send(cleanUpJobNames.expiredRecords);
    await until(async () => (await photoRow(unused)) === null);
    // The files are stored before the row and dated by the disk's clock: they go with the orphan photos.
    await t.ctx.jobs.send(cleanUpJobNames.orphanPhotos);
    await until(async () => !(await storedKeys()).includes(unusedRow.photoKey));
    const left = await storedKeys();
    expect(left).not.toEqual(expect.arrayContaining([unusedRow.thumbnailKey]));
    expect(left).toEqual(expect.arrayContaining(keptFiles));
    expect(await photoRow(kept)).toMatchObject({ entryId: expect.any(String) });
  }, 120_000);
});
