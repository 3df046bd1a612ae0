import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parents } from '../../db/schema/index';

export type ParentProfilePatch = Partial<
  Pick<
    typeof parents.$inferInsert,
    | 'salutation'
    | 'fullName'
    | 'phoneNumber'
    | 'nationality'
    | 'nric'
    | 'passport'
    | 'occupation'
    | 'address1'
    | 'address2'
    | 'postcode'
    | 'state'
    | 'country'
  >
>;

export function createParentProfileRepository(db: Db) {
  return {
    async updateParent(parentId: string, patch: ParentProfilePatch) {
      await db.update(parents).set(patch).where(eq(parents.id, parentId));
    },
  };
}
