import { describe, expect, it } from 'vitest';
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
