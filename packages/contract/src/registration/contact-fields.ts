import type { citizenships } from '../shared/enums';

type Citizenship = (typeof citizenships)[number];

/**
 * The contact step's fields that depend on the nationality chosen (spec 1 §5): a Malaysian gives an
 * NRIC, a foreigner their nationality and passport. Only the fields shown are checked, so a field
 * filled in before the nationality changed never blocks the step. Apart from the schemas, so the
 * wizard can draw the step without loading zod (decision 033).
 */
export const contactFieldsByNationality = {
  malaysia: ['nric'],
  foreigner: ['nationalityText', 'passport'],
} as const satisfies Record<Citizenship, readonly string[]>;

export type ConditionalContactField = (typeof contactFieldsByNationality)[Citizenship][number];
export const conditionalContactFields: readonly ConditionalContactField[] =
  Object.values(contactFieldsByNationality).flat();

/** The conditional fields a nationality shows; none while no nationality is chosen. */
export function contactFieldsShownFor(nationality: unknown): readonly ConditionalContactField[] {
  return nationality === 'malaysia' || nationality === 'foreigner'
    ? contactFieldsByNationality[nationality]
    : [];
}
