import type { Incident, IncidentSummary } from '@cic/contract';
import type { APIRequestContext } from '@playwright/test';
import { callApi } from './api';
import { studentsOf } from './children';
import { demoCentres } from './demo-accounts';
import { centreId, teacherToken } from './sign-in';

/** Files a report through the API, as another teacher's phone would (set-up, not the flow under test). */
export function fileIncidentThroughApi(request: APIRequestContext, teacher: string, childId: string) {
  return callApi<Incident>(request, 'POST', '/center/incidents', {
    token: teacher,
    data: {
      childId,
      kind: 'ACCIDENT',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      place: 'Playground',
      whatHappened: 'Slipped on the wet floor near the slide.',
      injury: 'A small bruise',
      bodyParts: ['KNEE'],
      firstAid: 'Cold compress for ten minutes',
    },
  });
}

/**
 * A report about the first child of CIC Bangsar Baru for the page walks: the child's latest, or
 * one filed now on the first run.
 */
export async function anIncident(request: APIRequestContext): Promise<string> {
  const { bangsar } = demoCentres;
  const id = await centreId(request, bangsar.name);
  const teacher = await teacherToken(request, { id, password: bangsar.password }, 'Farhana Aziz');
  const [student] = await studentsOf(request, teacher);
  if (!student) throw new Error(`${bangsar.name} has no child`);
  const [latest] = await callApi<IncidentSummary[]>(
    request,
    'GET',
    `/center/students/${student.ID_STUDENT}/incidents`,
    { token: teacher },
  );
  return latest?.id ?? (await fileIncidentThroughApi(request, teacher, student.ID_STUDENT)).id;
}
