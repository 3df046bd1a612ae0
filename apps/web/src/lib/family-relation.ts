import { type FamilyRelation, familyRelations, pickupRelationshipOf } from '@cic/contract';
import { i18n } from '@/i18n/i18n';

/** Spec 1 §3: father, mother and guardian read Father, Mother and Legal Guardian (in English). */
export function familyRelationLabel(relation: string): string {
  const known = relation.toLowerCase();
  return isFamilyRelation(known) ? i18n.t(`common:relation.${known}`) : relation;
}

function isFamilyRelation(value: string): value is FamilyRelation {
  return (familyRelations as readonly string[]).includes(value);
}

/**
 * A pick-up person's relationship (issue 27): a value of the parents' list in the page's language
 * ('grandfather' reads Grandfather, Datuk), else the parents' own words as they wrote them.
 */
export function pickupRelationshipLabel(relationship: string): string {
  const listed = pickupRelationshipOf(relationship);
  return listed ? i18n.t(`common:pickupRelationship.${listed}`) : relationship;
}
