import { type MalaysianState, malaysianStates } from '../shared/enums';

/** Common spellings and short forms people type, keyed by their squeezed lower-case form. */
const aliases: Record<string, MalaysianState> = {
  kl: 'W.P. Kuala Lumpur',
  kualalumpur: 'W.P. Kuala Lumpur',
  wpkl: 'W.P. Kuala Lumpur',
  wpkualalumpur: 'W.P. Kuala Lumpur',
  wilayahpersekutuankualalumpur: 'W.P. Kuala Lumpur',
  federalterritoryofkualalumpur: 'W.P. Kuala Lumpur',
  labuan: 'W.P. Labuan',
  wplabuan: 'W.P. Labuan',
  wilayahpersekutuanlabuan: 'W.P. Labuan',
  federalterritoryoflabuan: 'W.P. Labuan',
  putrajaya: 'W.P. Putrajaya',
  wpputrajaya: 'W.P. Putrajaya',
  wilayahpersekutuanputrajaya: 'W.P. Putrajaya',
  federalterritoryofputrajaya: 'W.P. Putrajaya',
  penang: 'Pulau Pinang',
  pinang: 'Pulau Pinang',
  ppinang: 'Pulau Pinang',
  pulaupinang: 'Pulau Pinang',
  malacca: 'Melaka',
  melaka: 'Melaka',
  nsembilan: 'Negeri Sembilan',
  negerisembilan: 'Negeri Sembilan',
  ns: 'Negeri Sembilan',
  johor: 'Johor',
  johorbahru: 'Johor',
  johordarultakzim: 'Johor',
  kedah: 'Kedah',
  kedahdarulaman: 'Kedah',
  kelantan: 'Kelantan',
  kelantandarulnaim: 'Kelantan',
  pahang: 'Pahang',
  pahangdarulmakmur: 'Pahang',
  perak: 'Perak',
  perakdarulridzuan: 'Perak',
  perlis: 'Perlis',
  sabah: 'Sabah',
  sarawak: 'Sarawak',
  selangor: 'Selangor',
  selangordarulehsan: 'Selangor',
  terengganu: 'Terengganu',
  trengganu: 'Terengganu',
  terengganudaruliman: 'Terengganu',
};

function squeeze(text: string) {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

for (const state of malaysianStates) aliases[squeeze(state)] = state;

/** One of the 16 official state names for what a person typed, or null when it is not a Malaysian state. */
export function normaliseMalaysianState(input: string | null | undefined): MalaysianState | null {
  if (!input) return null;
  return aliases[squeeze(input)] ?? null;
}
