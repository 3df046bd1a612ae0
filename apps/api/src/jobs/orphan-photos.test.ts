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
    for (const key of [...keys.checkIn, ...keys.activityImage, ...keys.pickupPerson]) await store(key, old);
    await store('check-ins/2026/11/orphan.jpg', old);
    await store('check-ins/2026/11/orphan-thumb.jpg', old);
    await store('activities/2026/11/orphan.jpg', old);
    await store('pickup-persons/2026/11/orphan.jpg', old);
    await store('pickup-persons/2026/11/orphan-thumb.jpg', old);
    await store('check-ins/2026/11/just-stored.jpg', 60_000);
    await store('reports/2026/11/attendance.csv', old);

    const before = new Date(Date.now() - cleanUp.orphanPhotoGraceMs);
    const deleted = await deleteOrphanPhotos(
      t.ctx.storage,
      createPurgeRepository(t.ctx.db),
      cleanUp.photoFolders,
      before,
    );

    expect(deleted).toBe(5);
    for (const key of [
      'check-ins/2026/11/orphan.jpg',
      'check-ins/2026/11/orphan-thumb.jpg',
      'activities/2026/11/orphan.jpg',
      'pickup-persons/2026/11/orphan.jpg',
      'pickup-persons/2026/11/orphan-thumb.jpg',
    ]) {
      expect(await t.ctx.storage.get(key)).toBeNull();
    }
    // The demo placeholder and the activity image are named by rows; the fresh one may still get its row.
    for (const key of [
      ...keys.checkIn,
      ...keys.activityImage,
      ...keys.pickupPerson,
      'check-ins/2026/11/just-stored.jpg',
      'reports/2026/11/attendance.csv',
    ]) {
      expect(await t.ctx.storage.get(key)).not.toBeNull();
    }
  });
});
