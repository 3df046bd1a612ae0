/**
 * Taxpayer identification numbers as the simulator knows them (decision 106).
 *
 * Shape: an individual's `IG` and 9 to 11 digits; an organisation's prefix (C, CS, D, E, F, FA,
 * PT, TA, TC, TN, TR, TP, J, LE) and 2 to 12 digits ending in 0 (LHDN's non-individual TINs
 * always end in 0); or one of the general TINs `EI000000000n0` the guideline gives for buyers and
 * suppliers without one.
 *
 * Registered: the few known taxpayers below with their ID; otherwise any well-shaped TIN that
 * does not contain `999`, with an ID value of its ID type's shape. `IG99912345678` and
 * `C9990000000` are well-shaped and not registered, so tests and demonstrations can make one.
 */
const individual = /^IG\d{9,11}$/;
const organisation = /^(C|CS|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE)\d{1,11}0$/;
const general = /^EI000000000[1-4]0$/;

export const generalPublicTin = 'EI00000000010';

export function isTinShape(tin: string): boolean {
  return individual.test(tin) || organisation.test(tin) || general.test(tin);
}

export const isGeneralTin = (tin: string) => general.test(tin);

export type TaxpayerIdType = 'NRIC' | 'BRN' | 'PASSPORT' | 'ARMY';

const idShapes: Record<TaxpayerIdType, RegExp> = {
  NRIC: /^\d{12}$/,
  BRN: /^\d{12}$/,
  PASSPORT: /^[A-Z][A-Z0-9]{5,11}$/,
  ARMY: /^\d{6,12}$/,
};

export const isIdType = (value: string): value is TaxpayerIdType => value in idShapes;

/** The simulator's known taxpayers: the development issuer and a parent, from the SDK's examples. */
export const knownTaxpayers: { tin: string; idType: TaxpayerIdType; idValue: string; name: string }[] = [
  { tin: 'C25845632020', idType: 'BRN', idValue: '201901234567', name: 'CIC Childcare Sdn. Bhd.' },
  { tin: 'IG21136626090', idType: 'NRIC', idValue: '770625015324', name: 'Nur Aisyah binti Ahmad' },
];

/** Whether a TIN is registered (the second stage's buyer check uses it without an ID). */
export function isRegisteredTin(tin: string): boolean {
  if (knownTaxpayers.some((known) => known.tin === tin)) return true;
  return isTinShape(tin) && !isGeneralTin(tin) && !tin.includes('999');
}

/** Validate TIN: the TIN and the ID must belong together. */
export function tinMatchesId(tin: string, idType: TaxpayerIdType, idValue: string): boolean {
  const known = knownTaxpayers.find((taxpayer) => taxpayer.tin === tin);
  if (known) return known.idType === idType && known.idValue === idValue;
  return isRegisteredTin(tin) && idShapes[idType].test(idValue);
}
