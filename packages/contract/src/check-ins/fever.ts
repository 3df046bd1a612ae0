import { z } from 'zod';
import { message } from '../messages/message-key';
import { decimalNumber } from '../shared/decimal-number-schema';
import { checkInStatuses } from '../shared/enums';

/** The fever threshold head office may set (°C, one decimal), and the one used until it does. */
export const feverThresholdRules = { min: 37, max: 40, step: 0.1, default: 37.5 } as const;
export const feverThresholdMessage = message('checkIns.feverThreshold');

/** The threshold in force: head office's stored one (a number, or numeric text), else the default. */
export function feverThresholdOf(stored: number | string | null | undefined): number {
  return stored === null || stored === undefined ? feverThresholdRules.default : Number(stored);
}

/**
 * A temperature at or above the threshold is a fever. Both are compared in hundredths of a degree
 * (the precision temperatures are stored in), so 37.5 against 37.5 is a fever whatever the floats.
 */
export function isFever(temperature: number, threshold: number): boolean {
  return Math.round(temperature * 100) >= Math.round(threshold * 100);
}

/** `GET /fever-threshold`, and the body of `PUT /admin/fever-threshold`. */
export const feverThresholdSchema = z.object({
  threshold: decimalNumber(
    z
      .number({ message: feverThresholdMessage })
      .min(feverThresholdRules.min, feverThresholdMessage)
      .max(feverThresholdRules.max, feverThresholdMessage)
      .refine(
        (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
        message('checkIns.oneDecimal'),
      ),
    feverThresholdMessage,
  ).describe('Degrees Celsius with at most one decimal place'),
});
export type FeverThreshold = z.infer<typeof feverThresholdSchema>;

/** `GET /center/fevers`: a record of today at the centre whose temperature was flagged. */
export const flaggedCheckInSchema = z.object({
  checkInId: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string(),
  status: z.enum(checkInStatuses),
  /** ISO instant. */
  time: z.string(),
  temperature: z.number(),
  recordedBy: z.string(),
});
export type FlaggedCheckIn = z.infer<typeof flaggedCheckInSchema>;
