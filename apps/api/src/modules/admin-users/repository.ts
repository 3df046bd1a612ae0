import { and, asc, count, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { familiesOfParent, familyMemberColumns } from '../../db/family-members';
import { readPage, type SearchPageRequest } from '../../db/read-page';
import { rowOrNull } from '../../db/row-or-null';
import { centres, children, families, familyMembers, parents } from '../../db/schema/index';
import { anyColumnContains, containsPattern } from '../../db/search-pattern';
import { shownFamilyNameContains } from '../../db/shown-family-name';

/** Parents whose name, e-mail or phone contains `search`; phones also match on digits alone. */
function parentMatches(search: string): SQL | undefined {
  const digits = search.replace(/\D/g, '');
  return or(
    anyColumnContains(search, [parents.fullName, parents.email, parents.phoneNumber]),
    digits.length >= 3
      ? sql`regexp_replace(${parents.phoneNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/**
 * Families whose name (as shown in either language), a member's name or e-mail, or a child's name contains `search`. The
 * subqueries are uncorrelated, so every column in them belongs to their own tables.
 */
function familyMatches(db: Db, search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    shownFamilyNameContains(search),
    inArray(
      families.id,
      db
        .select({ id: familyMembers.familyId })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(anyColumnContains(search, [parents.fullName, parents.email])),
    ),
    inArray(
      families.id,
      db
        .select({ id: children.familyId })
        .from(children)
        .where(and(isNotNull(children.familyId), ilike(children.name, pattern))),
    ),
  );
}

/**
 * A parent as the list answers it (but `createdAt`, still a Date), with their family and child
 * counts: a left join grouped by parent.
 */
const parentListColumns = {
  id: parents.id,
  fullName: parents.fullName,
  email: parents.email,
  phoneNumber: parents.phoneNumber,
  verified: sql<boolean>`${parents.emailVerifiedAt} is not null`,
  createdAt: parents.createdAt,
  families: sql<number>`count(distinct ${familyMembers.id})::int`,
  children: sql<number>`count(distinct ${children.id})::int`,
};

/** Joins parents (a `$dynamic()` select) to their families and children, grouped by parent: `parentListColumns` counts. */
function withFamilyCounts<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(familyMembers, eq(familyMembers.parentId, parents.id))
    .leftJoin(children, eq(children.familyId, familyMembers.familyId))
    .groupBy(parents.id);
}

export function createAdminUsersRepository(db: Db) {
  return {
    /** A page of parents by name (unnamed last), then e-mail, with their family and child counts. */
    async parentsPage(request: SearchPageRequest) {
      const where = request.search ? parentMatches(request.search) : undefined;
      return readPage(
        withFamilyCounts(db.select(parentListColumns).from(parents).$dynamic())
          .where(where)
          .orderBy(
            sql`lower(${parents.fullName}) asc nulls last`,
            sql`lower(${parents.email})`,
            asc(parents.id),
          ),
        db.select({ total: count() }).from(parents).where(where),
        request,
      );
    },

    parentById(parentId: string) {
      return withFamilyCounts(
        db
          .select({
            ...parentListColumns,
            salutation: parents.salutation,
            nationality: parents.nationality,
            occupation: parents.occupation,
            address1: parents.address1,
            address2: parents.address2,
            postcode: parents.postcode,
            state: parents.state,
            country: parents.country,
            referralCode: parents.referralCode,
          })
          .from(parents)
          .$dynamic(),
      )
        .where(eq(parents.id, parentId))
        .then(rowOrNull);
    },

    /** The families a parent belongs to, by name. */
    familiesOfParent: (parentId: string) =>
      familiesOfParent(db, parentId).orderBy(sql`lower(${families.namedAfter})`, asc(families.id)),

    /** A page of families by name. */
    async familiesPage(request: SearchPageRequest) {
      const where = request.search ? familyMatches(db, request.search) : undefined;
      const columns = { id: families.id, namedAfter: families.namedAfter, createdAt: families.createdAt };
      return readPage(
        db
          .select(columns)
          .from(families)
          .where(where)
          .orderBy(sql`lower(${families.namedAfter})`, asc(families.id))
          .$dynamic(),
        db.select({ total: count() }).from(families).where(where),
        request,
      );
    },

    familyById(familyId: string) {
      return db
        .select({ id: families.id, namedAfter: families.namedAfter, createdAt: families.createdAt })
        .from(families)
        .where(eq(families.id, familyId))
        .then(rowOrNull);
    },

    /** The members of the families: father, mother, guardian, then by name. */
    async membersOf(familyIds: string[]) {
      if (familyIds.length === 0) return [];
      return db
        .select(familyMemberColumns)
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(inArray(familyMembers.familyId, familyIds))
        .orderBy(
          asc(familyMembers.relation),
          sql`lower(${parents.fullName}) asc nulls last`,
          asc(parents.id),
        );
    },

    /** The children of the families with their centre, by name. */
    async childrenOf(familyIds: string[]) {
      if (familyIds.length === 0) return [];
      return db
        .select({
          familyId: children.familyId,
          id: children.id,
          name: children.name,
          active: children.active,
          centre: centres.name,
        })
        .from(children)
        .innerJoin(centres, eq(centres.id, children.centreId))
        .where(and(isNotNull(children.familyId), inArray(children.familyId, familyIds)))
        .orderBy(sql`lower(${children.name})`, asc(children.id));
    },
  };
}
