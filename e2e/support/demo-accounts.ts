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
