import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { recordLunch } from '../../../test/care-lunch';
import { addCentre, addChild } from '../../../test/centre-day-fixture';
import { openStream, within } from '../../../test/event-stream';
import { addFamily } from '../../../test/family-fixture';
import { signInAs } from '../../../test/sign-in';

describe('care entries arrive live on the parent’s stream (decision 117)', () => {
  let t: TestApp;
  let baseUrl: string;
  let teacher: { token: string };
  let mother: { token: string; id: string };
  let neighbour: { token: string; id: string };
  let aisyahId: string;
  let adamId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const bangsar = await addCentre(t.ctx, 'CIC Bangsar');
    teacher = await signInAs(t.ctx, 'teacher', { centreId: bangsar.id });
    mother = await signInAs(t.ctx, 'parent');
    neighbour = await signInAs(t.ctx, 'parent');
    const rahman = await addFamily(t.ctx, 'Rahman', [mother.id]);
    const tan = await addFamily(t.ctx, 'Tan', [neighbour.id]);
    aisyahId = (await addChild(t.ctx, bangsar.id, 'Nur Aisyah', { familyId: rahman })).id;
    adamId = (await addChild(t.ctx, bangsar.id, 'Adam Tan', { familyId: tan })).id;
  });
  afterAll(() => t.close());

  const lunchFor = (childIds: string[]) => recordLunch(t.app, teacher.token, childIds);

  it("sends a `care` event with the child's id to that child's parents only", async () => {
    const own = await openStream(baseUrl, '/parent/messages/stream', mother.token);
    const other = await openStream(baseUrl, '/parent/messages/stream', neighbour.token);
    try {
      await lunchFor([aisyahId]);
      expect(await within(own.next())).toEqual({ event: 'care', data: { childId: aisyahId } });
      // The neighbour's first event is their own child's lunch, never Aisyah's.
      await lunchFor([adamId]);
      expect(await within(other.next())).toEqual({ event: 'care', data: { childId: adamId } });
    } finally {
      own.close();
      other.close();
    }
  });
});
