import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, requiredReference } from './columns';
import { familyRelationEnum } from './enums';
import { parents } from './parents';

/** A household: parents (members) and the children who belong to it. */
export const families = pgTable('families', {
  id: idColumn(),
  /**
   * What the family is called after ('Tan'); the words around it ('Tan Family', 'Keluarga Tan')
   * are made when shown, in the reader's language (`familyName`).
   */
  namedAfter: text('named_after').notNull(),
  createdAt: createdAtColumn(),
});

export const familyMembers = pgTable(
  'family_members',
  {
    id: idColumn(),
    familyId: requiredReference('family_id', () => families.id, 'cascade'),
    parentId: requiredReference('parent_id', () => parents.id, 'cascade'),
    relation: familyRelationEnum('relation').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('family_members_family_id_parent_id_key').on(table.familyId, table.parentId),
    index('family_members_parent_id_idx').on(table.parentId),
  ],
);
