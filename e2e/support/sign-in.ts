import type {
  AdminModule,
  AdminModuleKey,
  AdminPermissions,
  CentreOption,
  CentreTeacher,
  Language,
  PinSession,
  SessionToken,
  VerifyOtpResult,
} from '@cic/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi } from './api';
import { adminRegistrationCode, demoAdmin, demoPinOf } from './demo-accounts';
import { signInCodeFor } from './mailbox';

/** Sign-ins through the API: tokens for setting a test up, not the sign-in flows under test. */

type Account = { email: string; password: string };

export async function centreId(request: APIRequestContext, name: string): Promise<string> {
  const centres = await callApi<CentreOption[]>(request, 'GET', '/center');
  const centre = centres.find((item) => item.name === name);
  if (!centre) throw new Error(`No activated centre named ${name}`);
  return centre.id;
}

/**
 * Saves a teacher's language through the API. Their saved language wins over the page's at every
 * sign-in (issue 27): a flow in Malay sets it first, and gives English back after, which later
 * flows expect of the demo.
 */
export async function setTeacherLanguage(
  request: APIRequestContext,
  centre: { name: string; password: string },
  name: string,
  language: 'en' | 'ms',
): Promise<void> {
  const id = await centreId(request, centre.name);
  const token = await teacherToken(request, { id, password: centre.password }, name);
  await callApi(request, 'PUT', '/language', { token, data: { language } });
}

/**
 * A teacher's token through the API, as the teacher grid would hand it out: with Teacher PINs on
 * (the demo's default), the card's device session and the person's demo PIN.
 */
export async function teacherToken(
  request: APIRequestContext,
  centre: { id: string; password: string },
  name: string,
): Promise<string> {
  // From a set-up address of its own: the loopback's hourly device sessions are the browser flows'.
  const teachers = await callApi<CentreTeacher[]>(request, 'POST', '/center/login', {
    data: centre,
    headers: setUpAddress(),
  });
  const card = teachers.find((teacher) => teacher.name === name);
  if (card?.token) return card.token;
  if (!card?.device) throw new Error(`No token for ${name}`);
  const session = await callApi<PinSession>(request, 'POST', '/center/login-pin', {
    data: { device: card.device.token, id: card.id, pin: demoPinOf(name) },
  });
  return session.token;
}

/** A head of centre's token from their own e-mail and password. */
export async function hocToken(request: APIRequestContext, account: Account): Promise<string> {
  const { token } = await callApi<SessionToken>(request, 'POST', '/center/login-hoc', { data: account });
  return token;
}

export async function adminToken(request: APIRequestContext, account: Account = demoAdmin): Promise<string> {
  const { token } = await callApi<SessionToken>(request, 'POST', '/admin/auth/login', { data: account });
  return token;
}

/** Registers an admin through the API with the registration code: they start with no modules. */
export async function registerAdmin(request: APIRequestContext, account: Account): Promise<void> {
  await callApi(request, 'POST', '/admin/auth/register', {
    data: { ...account, confirmPassword: account.password, registrationCode: adminRegistrationCode },
  });
}

/** Gives an admin exactly these modules, as the demo admin does on the Permissions page. */
export async function grantModules(request: APIRequestContext, email: string, keys: AdminModuleKey[]) {
  const token = await adminToken(request);
  const modules = await callApi<AdminModule[]>(request, 'GET', '/admin/admin-modules', { token });
  const admins = await callApi<AdminPermissions[]>(request, 'GET', '/admin/permissions', {
    token,
    params: { search: email },
  });
  const admin = admins.find((one) => one.email === email);
  if (!admin) throw new Error(`No admin ${email}`);
  await callApi(request, 'POST', `/admin/permissions/${admin.id}`, {
    token,
    data: { modules: keys.map((key) => modules.find((module) => module.key === key)?.id) },
  });
}

/** Saves the demo admin's language through the API: the pages take it at every sign-in. */
export async function setAdminLanguage(request: APIRequestContext, language: Language) {
  await callApi(request, 'PUT', '/language', { token: await adminToken(request), data: { language } });
}

/**
 * Puts the demo admin's saved language back to English: it follows every sign-in, and the specs
 * after one that signed in in Malay expect English.
 */
export const restoreAdminLanguage = (request: APIRequestContext) => setAdminLanguage(request, 'en');

let setUpAddresses = 0;

/**
 * A documentation address (TEST-NET-2) for one set-up sign-in, unique in this run: the e2e server
 * trusts X-Forwarded-For from the loopback (serve-for-e2e.mjs).
 */
function setUpAddress(): Record<string, string> {
  setUpAddresses += 1;
  return { 'X-Forwarded-For': `198.51.100.${(setUpAddresses % 250) + 1}` };
}

/**
 * A browser page's requests from an address of their own in this run (TEST-NET-3), as a parent's
 * phone on its own network: two specs signing the same parent in on pages within a minute would
 * otherwise meet the one-code-a-minute limit of one address (decision 029).
 */
let pageAddresses = 0;
export function fromOwnAddress(page: Page): Promise<void> {
  pageAddresses += 1;
  return page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${(pageAddresses % 250) + 1}` });
}

/** Signs a parent in through the API with the code from the SMTP sink; returns the parent token. */
export async function parentToken(
  request: APIRequestContext,
  email: string,
  language?: 'en' | 'ms',
): Promise<string> {
  const since = Date.now();
  // A parent with no saved language keeps the asking page's (issue 27): name the flow's own.
  const headers = { ...setUpAddress(), ...(language ? { 'Accept-Language': language } : {}) };
  await callApi(request, 'POST', '/parent/auth/request-otp', { data: { email }, headers });
  const otp = await signInCodeFor(email, since);
  const { token } = await callApi<VerifyOtpResult>(request, 'POST', '/parent/auth/verify-otp', {
    data: { email, otp },
    headers,
  });
  if (!token) throw new Error(`No session for ${email}`);
  return token;
}
