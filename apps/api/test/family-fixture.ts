import type { AppContext } from '../src/app-context';
import { families, familyMembers } from '../src/db/schema/index';

/** A family named after `namedAfter` with the given parents as its members; answers its id. */
export async function addFamily(ctx: Pick<AppContext, 'db'>, namedAfter: string, parentIds: string[]) {
  const [family] = await ctx.db.insert(families).values({ namedAfter }).returning();
  if (!family) throw new Error('family not created');
  for (const parentId of parentIds) {
    await ctx.db.insert(familyMembers).values({ familyId: family.id, parentId, relation: 'mother' });
  }
  return family.id;
}
