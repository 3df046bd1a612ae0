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
export const demoHocPassword = 'demo-hoc-pass';
