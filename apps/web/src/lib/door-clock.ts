import type { ClockDirection, PinClockBody } from '@cic/contract';
import { api } from './api-client';
import type { Kept } from './waiting-round';

/** Loaded with the call, so the door's pages draw without zod (decision 026). */
const clockAnswer = () =>
  import('@cic/contract/staff-attendance/attendance-answers').then((m) => m.clockEntrySchema);

/**
 * POST /center/staff-attendance/clock-pin (public): the door phone's device session, the person
 * picked and their PIN record a clock-in or clock-out; no session is opened (decision 130).
 */
export function clockAtDoor(body: PinClockBody) {
  return api.post('/center/staff-attendance/clock-pin', { body, schema: clockAnswer() });
}

/**
 * A clock entry made at the door without a network, kept on the phone until the server has it
 * (issue 45): its `clientId` is the `clientRequestId` and its `timestamp` the `capturedAt`, so a
 * resend records nothing twice. The PIN is checked when it arrives, so it waits with it.
 */
export type WaitingClockEntry = Kept & {
  kind: 'clock';
  device: string;
  managerId: string;
  name: string;
  direction: ClockDirection;
};

export const isClockEntry = (record: Kept): record is WaitingClockEntry => record.kind === 'clock';

/** Sends a kept clock entry with its true time; without its PIN the server refuses it on `pin`. */
export async function sendClockEntry(entry: WaitingClockEntry): Promise<void> {
  await clockAtDoor({
    device: entry.device,
    managerId: entry.managerId,
    pin: entry.pin ?? '',
    direction: entry.direction,
    capturedAt: entry.timestamp,
    clientRequestId: entry.clientId,
  });
}
