import type { Shift } from '@cic/contract';
import type { ShiftRow } from './repository';

/** A kept shift as the API answers it. */
export function shiftAnswer(row: ShiftRow): Shift {
  return {
    id: row.id,
    managerId: row.managerId,
    name: row.name,
    date: row.localDate,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    openAtClosing: row.openAtClosing,
    version: row.version,
    corrected: row.version > 1,
    reason: row.reason,
  };
}
