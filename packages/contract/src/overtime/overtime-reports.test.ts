import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey } from '../messages/message-text';
import { editOvertimeItemSchema, overtimeReportMessages } from './overtime-reports';

const messages = (body: unknown) =>
  editOvertimeItemSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('an overtime item edit', () => {
  it('says a duration or rate left empty is required, as when it is missing', () => {
    const required = [overtimeReportMessages.durationRequired, overtimeReportMessages.rateRequired];
    expect(messages({ duration: '', rate: '' })).toEqual(required);
    expect(messages({})).toEqual(required);
  });

  it('reads decimal text, and names text that is not a number', () => {
    expect(editOvertimeItemSchema.parse({ duration: '30', rate: '0.5' })).toMatchObject({
      duration: 30,
      rate: 0.5,
    });
    expect(messages({ duration: '0x1e', rate: '1e2' })).toEqual([
      overtimeReportMessages.durationNumber,
      overtimeReportMessages.rateNumber,
    ]);
  });
});

/** Every message a form could show for a field: the issue's and those of each way into a union. */
function everyMessage(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => [
    issue.message,
    ...(issue.code === 'invalid_union' ? issue.errors.flatMap(everyMessage) : []),
  ]);
}

describe('an overtime item edit, as the edit dialog shows it (issue 27)', () => {
  const shown = (body: unknown) => everyMessage(editOvertimeItemSchema.safeParse(body).error?.issues ?? []);

  it("says 'must be a number' for text that is not one, whichever way in a form reads", () => {
    expect(new Set(shown({ duration: 'abc', rate: '5' }))).toEqual(
      new Set([overtimeReportMessages.durationNumber]),
    );
    expect(new Set(shown({ duration: '5', rate: 'x' }))).toEqual(
      new Set([overtimeReportMessages.rateNumber]),
    );
  });

  it('says a duration of part of a unit must be whole, not that it must be greater than 0', () => {
    expect(shown({ duration: '1.5', rate: '1' })).toEqual([overtimeReportMessages.durationWhole]);
    expect(shown({ duration: '0', rate: '1' })).toEqual([overtimeReportMessages.duration]);
  });

  it("keeps the spec's rate and amount rules, each with a message from the catalogue", () => {
    expect(shown({ duration: '5', rate: '-1' })).toEqual([overtimeReportMessages.rate]);
    expect(shown({ duration: 5, rate: 1, amount: -1 })).toEqual([overtimeReportMessages.amount]);
    const everyRule = [
      { duration: true, rate: null },
      { duration: '999999', rate: '99999' },
      { duration: 5, rate: 1, amount: 'x' },
    ].flatMap(shown);
    expect(everyRule.length).toBeGreaterThan(0);
    for (const text of everyRule) expect(isMessageKey(text.split('?')[0] ?? ''), text).toBe(true);
  });
});
