import {
  type CentreStudent,
  type CheckInCreated,
  type CheckInStatus,
  nextCheckInAction,
  type ParentUser,
} from '@cic/contract';
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { bearer, callApi } from './api';
import { solidPng } from './png';

/** The children of the teacher's centre with their latest record (`GET /center/students`). */
export function studentsOf(request: APIRequestContext, teacherToken: string): Promise<CentreStudent[]> {
  return callApi<CentreStudent[]>(request, 'GET', '/center/students', { token: teacherToken });
}

/** Spec 2 §4: Check In is the valid action unless the child already has a record today. */
export function canCheckIn(student: CentreStudent): boolean {
  return nextCheckInAction(student.latestCheckin, new Date()) === 'CHECKIN';
}

/** The ids of the children in a parent's families. */
export async function childrenOf(request: APIRequestContext, parentToken: string): Promise<string[]> {
  const me = await callApi<{ user: ParentUser }>(request, 'GET', '/parent/me', { token: parentToken });
  return me.user.families.flatMap((link) => link.family.children.map((child) => child.id));
}

/** Who collects the child is required at check-out: the first choice, a parent of the child. */
export async function chooseFirstCollector(form: Locator): Promise<void> {
  const collectors = form.getByRole('group', { name: 'Collected by' }).getByRole('radio');
  // 'Other' is drawn at once, the parents when their list arrives: wait for them, or a slow
  // answer leaves 'Other' as the first radio.
  await expect(collectors.nth(1)).toBeVisible();
  await collectors.first().check();
}

/**
 * Records an arrival or departure through the API with a small photo, as the teacher's phone
 * sends it (set-up, not the flow under test); the record the server made.
 */
export async function recordThroughApi(
  request: APIRequestContext,
  teacherToken: string,
  childId: string,
  record: { status: CheckInStatus; temperature: number; at?: Date },
): Promise<CheckInCreated> {
  const response = await request.post(`/api/v2/center/students/${childId}/check-in`, {
    headers: bearer(teacherToken),
    multipart: {
      temperature: String(record.temperature),
      status: record.status,
      timestamp: (record.at ?? new Date()).toISOString(),
      image: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(64, 64, [90, 140, 200]) },
    },
  });
  const body = await response.json();
  if (response.status() !== 201 || !body.success) {
    throw new Error(`The ${record.status} answered ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.data as CheckInCreated;
}
