import { type FamilyRelation, familyRelations } from '@cic/contract';
import { i18n } from '@/i18n/i18n';

/** Spec 1 §3: father, mother and guardian read Father, Mother and Legal Guardian (in English). */
export function familyRelationLabel(relation: string): string {
  const known = relation.toLowerCase();
  return isFamilyRelation(known) ? i18n.t(`common:relation.${known}`) : relation;
}

function isFamilyRelation(value: string): value is FamilyRelation {
  return (familyRelations as readonly string[]).includes(value);
}
