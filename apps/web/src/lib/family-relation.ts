import type { FamilyRelation } from '@cic/contract';

/** Spec 1 §3: father, mother and guardian read Father, Mother and Legal Guardian. */
export const familyRelationLabels: Record<FamilyRelation, string> = {
  father: 'Father',
  mother: 'Mother',
  guardian: 'Legal Guardian',
};

export function familyRelationLabel(relation: string): string {
  return familyRelationLabels[relation.toLowerCase() as FamilyRelation] ?? relation;
}
