import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { waitForMail } from '../support/mailbox';

/** Calls the API directly (seeding and lookups, not the flow under test) and unwraps the envelope. */
export async function callApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/api/v2${path}`, {
    method,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    data: options.data,
  });
  const body = (await response.json()) as { success: boolean; data: T };
  if (!response.ok() || !body.success) {
    throw new Error(`${method} ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

export type Centre = { id: string; name: string };
export type CentreTeacher = { id: string; name: string; token: string | null; superManager: boolean };
export type CentreStudent = {
  ID_STUDENT: string;
  studentName: string;
  latestCheckin: { time: string; status: 'CHECKIN' | 'CHECKOUT' } | null;
};

export async function centreId(request: APIRequestContext, name: string): Promise<string> {
  const centres = await callApi<Centre[]>(request, 'GET', '/center');
  const centre = centres.find((item) => item.name === name);
  if (!centre) throw new Error(`No activated centre named ${name}`);
  return centre.id;
}

/** A teacher's token through the API, as the teacher grid would hand it out. */
export async function teacherToken(
  request: APIRequestContext,
  centre: { id: string; password: string },
  name: string,
): Promise<string> {
  const teachers = await callApi<CentreTeacher[]>(request, 'POST', '/center/login', { data: centre });
  const token = teachers.find((teacher) => teacher.name === name)?.token;
  if (!token) throw new Error(`No token for ${name}`);
  return token;
}

/** The Kuala Lumpur calendar day (UTC+8 all year) of an instant. */
export function kualaLumpurDay(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** '21 November 2026': how the history pages head a Kuala Lumpur day. */
export function longDateInKualaLumpur(instant: number | Date = Date.now()): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Kuala_Lumpur' }).format(
    instant,
  );
}

/** Spec 2 §4: Check In is the valid action unless the child already has a record today. */
export function canCheckIn(student: CentreStudent, now = Date.now()): boolean {
  return !student.latestCheckin || kualaLumpurDay(student.latestCheckin.time) !== kualaLumpurDay(now);
}

/** Signs a parent in through the API with the code from the SMTP sink; returns the parent token. */
export async function parentToken(request: APIRequestContext, email: string): Promise<string> {
  const since = Date.now();
  await callApi(request, 'POST', '/parent/auth/request-otp', { data: { email } });
  const mail = await waitForMail(email, since);
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!otp) throw new Error(`No 6-digit code in the mail to ${email}`);
  const { token } = await callApi<{ token: string | null }>(request, 'POST', '/parent/auth/verify-otp', {
    data: { email, otp },
  });
  if (!token) throw new Error(`No session for ${email}`);
  return token;
}

type ParentMe = { user: { families: { family: { children: { id: string }[] } }[] } };

/** The ids of the children in a parent's families. */
export async function childrenOf(request: APIRequestContext, token: string): Promise<string[]> {
  const me = await callApi<ParentMe>(request, 'GET', '/parent/me', { token });
  return me.user.families.flatMap((link) => link.family.children.map((child) => child.id));
}

/** Saves a screenshot beside the test's results (test-results/<test>/<name>.png), animations finished. */
export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled', fullPage });
}

/** A regular expression that matches `text` literally. */
export function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
