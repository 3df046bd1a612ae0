import type { CentreTeacher, ClockDirection, ClockEntry } from '@cic/contract';
import { ApiError } from '@/lib/api-client';
import { putWaiting } from '@/lib/device-store';
import { clockAtDoor, type WaitingClockEntry } from '@/lib/door-clock';
import { useAction } from '@/lib/use-action';

export type DoorClock = { device: string; person: CentreTeacher; pin: string; direction: ClockDirection };

/** Recorded now, or kept on the phone to be sent with its true time. */
export type DoorClockResult = { kind: 'clocked'; entry: ClockEntry } | { kind: 'kept'; capturedAt: string };

/** The server could not be asked (offline, a timeout, its own failure): not a refusal. */
function unreached(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'NETWORK_ERROR' || error.status === 408 || error.status >= 500)
  );
}

/**
 * Clocks the person in or out at the door (issue 45). Without a network the entry waits in the
 * phone's store with its capture time, request id and PIN (decision 130), like a check-in; a
 * refusal (wrong PIN, already clocked in) is the caller's to show.
 */
export async function clockOrKeep({ device, person, pin, direction }: DoorClock): Promise<DoorClockResult> {
  const capturedAt = new Date().toISOString();
  const clientRequestId = crypto.randomUUID();
  try {
    const entry = await clockAtDoor({
      device,
      managerId: person.id,
      pin,
      direction,
      capturedAt,
      clientRequestId,
    });
    return { kind: 'clocked', entry };
  } catch (error) {
    if (!unreached(error)) throw error;
    const kept: WaitingClockEntry = {
      kind: 'clock',
      clientId: clientRequestId,
      timestamp: capturedAt,
      device,
      managerId: person.id,
      name: person.name,
      direction,
      pin,
    };
    await putWaiting(kept);
    return { kind: 'kept', capturedAt };
  }
}

export function useClockAtDoor() {
  return useAction(clockOrKeep);
}
