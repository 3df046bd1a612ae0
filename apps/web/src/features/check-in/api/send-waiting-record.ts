import { checkInCreatedSchema } from '@cic/contract';
import { request } from '@/lib/api-client';
import type { WaitingRecord } from '../lib/waiting-records';
import { checkInBody } from './create-check-in';

/**
 * POST /center/students/{id}/check-in for a record kept on the phone: under the session it was
 * recorded with (not today's: 'recorded by' is who took it), with its `clientId` so a repeat is the
 * same record. A refusal of that session must not end the one signed in now, hence no `auth`.
 */
export async function sendWaitingRecord(record: WaitingRecord) {
  const body = checkInBody(record);
  await request('POST', `/center/students/${encodeURIComponent(record.studentId)}/check-in`, {
    headers: { Authorization: `Bearer ${record.token}` },
    body,
    schema: checkInCreatedSchema,
  });
}
