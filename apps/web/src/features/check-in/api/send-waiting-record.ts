import { checkInCreatedSchema } from '@cic/contract';
import { request } from '@/lib/api-client';
import { isClockEntry, sendClockEntry } from '@/lib/door-clock';
import { isCareEntry, type WaitingRecord } from '../lib/waiting-records';
import { checkInBody } from './create-check-in';
import { recordCareGroup } from './record-care';

/**
 * POST /center/students/{id}/check-in, POST /center/care for a care entry, or the door's clock-pin
 * for a clock entry (its device session and PIN, no teacher's), for a record kept
 * on the phone: under the session it was recorded with (not today's: 'recorded by' is who took
 * it), with its `clientId` so a repeat is the same record. A refusal of that session must not end
 * the one signed in now, hence no `auth`.
 */
export async function sendWaitingRecord(record: WaitingRecord) {
  if (isClockEntry(record)) {
    await sendClockEntry(record);
    return;
  }
  if (isCareEntry(record)) {
    await recordCareGroup(record.entry, record.photos, { token: record.token });
    return;
  }
  const body = checkInBody(record);
  await request('POST', `/center/students/${encodeURIComponent(record.studentId)}/check-in`, {
    headers: { Authorization: `Bearer ${record.token}` },
    body,
    schema: checkInCreatedSchema,
  });
}
