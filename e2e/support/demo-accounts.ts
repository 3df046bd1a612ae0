/** Accounts of the demo data (README) that the browser tests sign in with. */
export const demoAdmin = { email: 'admin@demo.test', password: 'demo-admin-pass' };

/** The code `serve-for-e2e.mjs` gives the server for registering admins. */
export const adminRegistrationCode = 'e2e-registration-code';

export const demoCentres = {
  bangsar: { name: 'CIC Bangsar', password: 'bangsar-pass' },
  melawati: { name: 'CIC Taman Melawati', password: 'melawati-pass' },
  shahAlam: { name: 'CIC Shah Alam', password: 'shahalam-pass' },
} as const;

/** Every demo head of centre signs in with this password (their own e-mail, `hoc.<centre>@demo.test`). */
/** Parents of CIC Taman Melawati with an account (README, demo data), the Tan Family first. */
export const melawatiParents = [
  'tan.weiming@demo.test',
  'nurul.huda@demo.test',
  'rajesh.s@demo.test',
  'chan.siewlan@demo.test',
  'hafiz.hassan@demo.test',
  'ong.peishan@demo.test',
  'kavitha.raman@demo.test',
] as const;

/** The Melawati parent whose referral code the registration test uses (it signs her in). */
export const registrationReferrer = 'kavitha.raman@demo.test';

export const demoHocPassword = 'demo-hoc-pass';

/**
 * Each demo person's PIN (decision 084), as `npm start` prints them: heads of centre 2580, teachers
 * 1111, 2222, ... by their place in their centre's list.
 */
export const demoPins: Record<string, string> = {
  'Rohana Said': '2580',
  'Aina Sofia': '1111',
  'Chong Mei Fong': '2222',
  'Kavitha Rao': '3333',
  'Lim Siew Hoon': '2580',
  'Farhana Aziz': '1111',
  'Deepa Menon': '2222',
  'Azlina Mustafa': '2580',
  'Nur Syafiqah': '1111',
  'Tan Li Ping': '2222',
  'Hidayah Rosli': '3333',
  'Priya Devi': '4444',
};

/** The demo PIN of a person named on a card. */
export function demoPinOf(name: string): string {
  const pin = demoPins[name];
  if (!pin) throw new Error(`No demo PIN for ${name}`);
  return pin;
}
