import type { AppContext } from '../src/app-context';
import { addChild, addRecord } from './centre-day-fixture';
import { addFamily } from './family-fixture';
import { signInAs } from './sign-in';

/**
 * Two families at one centre, as the care log's and medication's tests need them: the mother's
 * Nur Aisyah, checked in by the teacher at `checkedInAt`, and the neighbour's Adam Tan, who is not
 * hers (the child a parent must not reach).
 */
export async function addNeighbouringFamilies(
  ctx: AppContext,
  centreId: string,
  teacherId: string,
  checkedInAt: Date,
) {
  const mother = await signInAs(ctx, 'parent');
  const neighbour = await signInAs(ctx, 'parent');
  const aisyah = await addChild(ctx, centreId, 'Nur Aisyah', {
    familyId: await addFamily(ctx, 'Rahman', [mother.id]),
  });
  const adam = await addChild(ctx, centreId, 'Adam Tan', {
    familyId: await addFamily(ctx, 'Tan', [neighbour.id]),
  });
  await addRecord(ctx, {
    childId: aisyah.id,
    centreId,
    managerId: teacherId,
    status: 'CHECKIN',
    at: checkedInAt,
  });
  return { mother, neighbour, aisyah: aisyah.id, adam: adam.id };
}
