import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { families, familyMembers, parents } from './schema/index';

/** A family as a parent's link to it: which family, and the parent's relation in it. */
const familyLinkColumns = {
  id: families.id,
  namedAfter: families.namedAfter,
  createdAt: families.createdAt,
  relation: familyMembers.relation,
};

/**
 * The families a parent belongs to: the parent's own account and the admin's parent page, each
 * in its own order (`orderBy` on this `$dynamic()` select).
 */
export const familiesOfParent = (db: Db, parentId: string) =>
  db
    .select(familyLinkColumns)
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .where(eq(familyMembers.parentId, parentId))
    .$dynamic();

/**
 * A family's member as the parent's account and the admin's family lists show them: the parent,
 * their relation and their name and e-mail. Read from `familyMembers` joined to `parents`.
 */
export const familyMemberColumns = {
  familyId: familyMembers.familyId,
  parentId: parents.id,
  relation: familyMembers.relation,
  fullName: parents.fullName,
  email: parents.email,
};
