import { checkInCreatedSchema } from '@cic/contract';
import { request } from '@/lib/api-client';
import type { WaitingRecord } from '../lib/waiting-records';

/**
 * POST /center/students/{id}/check-in for a record kept on the phone: under the session it was
 * recorded with (not today's: 'recorded by' is who took it), with its `clientId` so a repeat is the
 * same record. A refusal of that session must not end the one signed in now, hence no `auth`.
 */
export async function sendWaitingRecord(record: WaitingRecord) {
  const body = new FormData();
  body.set('clientId', record.clientId);
  body.set('temperature', String(record.temperature));
  body.set('status', record.status);
  if (record.note) body.set('note', record.note);
  if (record.schoolPackage) body.set('schoolPackage', record.schoolPackage);
  body.set('timestamp', record.timestamp);
  if (record.collectedBy) body.set('collectedBy', record.collectedBy);
  if (record.collectedByName) body.set('collectedByName', record.collectedByName);
  body.set('image', record.image, 'check-in.jpg');
  if (record.thumbnail) body.set('thumbnail', record.thumbnail, 'thumbnail.jpg');
  await request('POST', `/center/students/${encodeURIComponent(record.studentId)}/check-in`, {
    headers: { Authorization: `Bearer ${record.token}` },
    body,
    schema: checkInCreatedSchema,
  });
}
