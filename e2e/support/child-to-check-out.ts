import { type CentreStudent, nextCheckInAction } from '@cic/contract';
import type { APIRequestContext } from '@playwright/test';
import { childrenOf, recordThroughApi, studentsOf } from './children';
import { centreId, parentToken, teacherToken } from './sign-in';

/**
 * Signs `teacherName` of `centre` in through the API, and finds a child of one of `parentEmails`
 * whom that teacher can check out now, with that parent's token: a child not yet in today is
 * checked in through the API a minute ago (set-up, not the flow under test), so that Check Out is
 * next.
 */
export async function childToCheckOut(
  request: APIRequestContext,
  centre: { name: string; password: string },
  teacherName: string,
  parentEmails: readonly string[],
): Promise<{ staffToken: string; child: CentreStudent; parent: string }> {
  const id = await centreId(request, centre.name);
  const staffToken = await teacherToken(request, { id, password: centre.password }, teacherName);
  const open = new Map(
    (await studentsOf(request, staffToken))
      .filter((student) => nextCheckInAction(student.latestCheckin, new Date()) !== null)
      .map((student) => [student.ID_STUDENT, student]),
  );
  for (const email of parentEmails) {
    const parent = await parentToken(request, email);
    const child = (await childrenOf(request, parent)).map((childId) => open.get(childId)).find(Boolean);
    if (!child) continue;
    if (nextCheckInAction(child.latestCheckin, new Date()) === 'CHECKIN') {
      await recordThroughApi(request, staffToken, child.ID_STUDENT, {
        status: 'CHECKIN',
        temperature: 36.6,
        at: new Date(Date.now() - 60_000),
      });
    }
    return { staffToken, child, parent };
  }
  throw new Error(`No child of a ${centre.name} parent is free to check out today`);
}
