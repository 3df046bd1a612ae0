import { randomUUID } from 'node:crypto';
import { kualaLumpurDay } from '@cic/contract';
import { createCentre, signInAs } from '../../test/sign-in';
import type { AppContext } from '../app-context';
import { activities, activityImages, checkIns, children, pickupPersons } from '../db/schema/index';

/**
 * For the clean-up tests: a check-in, an activity image and a pick-up person pointing at photo
 * keys, the check-in using a demo placeholder as the demo seed does. Returns the keys each row names.
 */
export async function addPhotoRows(ctx: AppContext) {
  const centre = await createCentre(ctx);
  const teacher = await signInAs(ctx, 'teacher', { centreId: centre.id });
  const [child] = await ctx.db
    .insert(children)
    .values({ name: 'Aisyah', gender: 'female', dateOfBirth: '2021-05-04', centreId: centre.id })
    .returning();
  if (!child) throw new Error('child not created');
  const at = new Date('2026-11-20T01:00:00Z');
  const checkIn = { photoKey: 'demo/check-in-1.jpg', thumbnailKey: 'demo/check-in-1-thumb.jpg' };
  await ctx.db.insert(checkIns).values({
    childId: child.id,
    centreId: centre.id,
    status: 'CHECKIN',
    recordedAt: at,
    localDate: kualaLumpurDay(at),
    temperature: 36.5,
    recordedById: teacher.id,
    ...checkIn,
  });
  const [activity] = await ctx.db
    .insert(activities)
    .values({ centreId: centre.id, managerId: teacher.id, title: 'Sports Day', activityDate: '2026-11-20' })
    .returning();
  if (!activity) throw new Error('activity not created');
  const base = `activities/2026/11/${randomUUID()}`;
  const activityImage = { photoKey: `${base}.jpg`, thumbnailKey: `${base}-thumb.jpg` };
  await ctx.db.insert(activityImages).values({ activityId: activity.id, ...activityImage });
  const personPhoto = `pickup-persons/2026/11/${randomUUID()}`;
  await ctx.db.insert(pickupPersons).values({
    childId: child.id,
    name: 'Mak Cik Rosnah',
    relationship: 'Grandmother',
    phoneNumber: '0123456789',
    photoKey: `${personPhoto}.jpg`,
  });
  return {
    checkIn: [checkIn.photoKey, checkIn.thumbnailKey],
    activityImage: [activityImage.photoKey, activityImage.thumbnailKey],
    pickupPerson: [`${personPhoto}.jpg`, `${personPhoto}-thumb.jpg`],
  };
}
