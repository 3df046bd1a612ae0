import type {
  citizenships,
  contactRelationships,
  genders,
  maritalStatuses,
  uniformSizes,
} from '@cic/contract';

/**
 * How the wizard and its summary name the contract's values (spec 1 §3). Each record lists every
 * value of its enumeration (the type checks it), so the wizard draws its choices from these keys
 * and imports the enumerations as types only: their arrays would otherwise join the main bundle,
 * where the contract's enums module lives (decision 026).
 */
export const relationshipLabels: Record<(typeof contactRelationships)[number], string> = {
  FATHER: 'Father',
  MOTHER: 'Mother',
  GUARDIAN: 'Legal Guardian',
};

export const genderLabels: Record<(typeof genders)[number], string> = { male: 'Male', female: 'Female' };

export const citizenshipLabels: Record<(typeof citizenships)[number], string> = {
  malaysia: 'Malaysian',
  foreigner: 'Foreigner',
};

export const maritalLabels: Record<(typeof maritalStatuses)[number], string> = {
  married: 'Married',
  widowed: 'Widowed',
  separated: 'Separated',
  divorced: 'Divorced',
  single: 'Single',
};

export const uniformSizeLabels: Record<(typeof uniformSizes)[number], string> = {
  XS: 'XS',
  S: 'S',
  M: 'M',
  L: 'L',
  XL: 'XL',
};

/** A label record as radio or select choices, in the enumeration's order. */
export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The label of a known value, else the value itself. */
export function labelOf(labels: Record<string, string>, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '-';
  return labels[value] ?? value;
}
