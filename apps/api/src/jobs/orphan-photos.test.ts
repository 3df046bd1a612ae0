import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deleteOrphanPhotos } from './orphan-photos';
import { addPhotoRows } from './photo-rows.fixture';
import { createPurgeRepository } from './purge-repository';
import { cleanUp } from './retention';

const jpeg = Buffer.from([0xff, 0xd8, 0xff]);

describe('orphan photo purge (real database, local disk)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function store(key: string, ageMs: number) {
    await t.ctx.storage.put(key, jpeg, 'image/jpeg');
    const at = new Date(Date.now() - ageMs);
    await utimes(path.join(t.ctx.config.dataDir, 'uploads', key), at, at);
  }

  it('deletes photos no row names once past the grace period, and keeps referenced, fresh and other files', async () => {
    const keys = await addPhotoRows(t.ctx);
    const old = cleanUp.orphanPhotoGraceMs + 60_000;
    const named = [...keys.checkIn, ...keys.activityImage, ...keys.pickupPerson];
    const orphans = [
      'check-ins/2026/11/orphan.jpg',
      'check-ins/2026/11/orphan-thumb.jpg',
      'activities/2026/11/orphan.jpg',
      'pickup-persons/2026/11/orphan.jpg',
      'pickup-persons/2026/11/orphan-thumb.jpg',
    ];
    const fresh = 'check-ins/2026/11/just-stored.jpg';
    const notAPhoto = 'reports/2026/11/attendance.csv';
    for (const key of [...named, ...orphans, notAPhoto]) await store(key, old);
    await store(fresh, 60_000);

    const before = new Date(Date.now() - cleanUp.orphanPhotoGraceMs);
    const deleted = await deleteOrphanPhotos(
      t.ctx.storage,
      createPurgeRepository(t.ctx.db),
      cleanUp.photoFolders,
      before,
    );

    expect(deleted).toBe(orphans.length);
    for (const key of orphans) expect(await t.ctx.storage.get(key), key).toBeNull();
    // The demo placeholder and the activity image are named by rows; the fresh one may still get its row.
    for (const key of [...named, fresh, notAPhoto]) expect(await t.ctx.storage.get(key), key).not.toBeNull();
  });
});
