import { type CentreStudent, nextCheckInAction, type ParentUser } from '@cic/contract';
import type { APIRequestContext, Locator } from '@playwright/test';
import { callApi } from './api';

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
  await form.getByRole('group', { name: 'Collected by' }).getByRole('radio').first().check();
}
