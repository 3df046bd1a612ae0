import type { contactRelationships, genders, maritalStatuses } from '@cic/contract';

/** How the wizard and its summary name the contract's values (spec 1 §3). */
export const relationshipLabels: Record<(typeof contactRelationships)[number], string> = {
  FATHER: 'Father',
  MOTHER: 'Mother',
  GUARDIAN: 'Legal Guardian',
};

export const genderLabels: Record<(typeof genders)[number], string> = { male: 'Male', female: 'Female' };

export const citizenshipLabels = { malaysia: 'Malaysian', foreigner: 'Foreigner' } as const;

export const maritalLabels: Record<(typeof maritalStatuses)[number], string> = {
  married: 'Married',
  widowed: 'Widowed',
  separated: 'Separated',
  divorced: 'Divorced',
  single: 'Single',
};

/** The label of a known value, else the value itself. */
export function labelOf(labels: Record<string, string>, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '-';
  return labels[value] ?? value;
}
