import type {
  citizenships,
  contactRelationships,
  genders,
  maritalStatuses,
  uniformSizes,
} from '@cic/contract';

/**
 * How the wizard and its summary name the contract's values (spec 1 §3): each value's key in the
 * 'registration' catalogue, translated where it is drawn (decision 054). Each record lists every
 * value of its enumeration (the type checks it), so the wizard draws its choices from these keys
 * and imports the enumerations as types only: their arrays would otherwise join the main bundle,
 * where the contract's enums module lives (decision 026).
 */
export const relationshipLabels: Record<(typeof contactRelationships)[number], string> = {
  FATHER: 'registration:relationship.FATHER',
  MOTHER: 'registration:relationship.MOTHER',
  GUARDIAN: 'registration:relationship.GUARDIAN',
};

export const genderLabels: Record<(typeof genders)[number], string> = {
  male: 'registration:gender.male',
  female: 'registration:gender.female',
};

export const citizenshipLabels: Record<(typeof citizenships)[number], string> = {
  malaysia: 'registration:citizenship.malaysia',
  foreigner: 'registration:citizenship.foreigner',
};

export const maritalLabels: Record<(typeof maritalStatuses)[number], string> = {
  married: 'registration:marital.married',
  widowed: 'registration:marital.widowed',
  separated: 'registration:marital.separated',
  divorced: 'registration:marital.divorced',
  single: 'registration:marital.single',
};

export const uniformSizeLabels: Record<(typeof uniformSizes)[number], string> = {
  XS: 'registration:uniformSize.XS',
  S: 'registration:uniformSize.S',
  M: 'registration:uniformSize.M',
  L: 'registration:uniformSize.L',
  XL: 'registration:uniformSize.XL',
};

/** The page's translate function (`t` of `useTranslation`). */
type Translate = (key: string) => string;

/** A label record as radio or select choices, in the enumeration's order, in the page's language. */
export const choicesOf = (labels: Record<string, string>, t: Translate) =>
  Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }));

/** The label of a known value, else the value itself. */
export function labelOf(labels: Record<string, string>, value: unknown, t: Translate): string {
  if (typeof value !== 'string' || value === '') return '-';
  const key = labels[value];
  return key ? t(key) : value;
}
