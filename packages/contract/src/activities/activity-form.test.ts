import { describe, expect, it } from 'vitest';
import { messageText } from '../messages/message-text';
import { activityFieldsSchema, activityFormSchema } from './activity-form';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => messageText(issue.message)) ?? [];

describe('activity form', () => {
  it('lists every message of spec §5 for an empty form', () => {
    const result = activityFormSchema.safeParse({
      title: ' ',
      years: [],
      description: '',
      activityDate: '',
      images: [],
      visibility: undefined,
    });
    expect(messages(result)).toEqual([
      'Title is required',
      'Please select at least one year',
      'Description is required',
      'Activity date is required',
      'Please upload at least one image',
      'Please select a visibility option',
    ]);
  });

  it('refuses a date before 1900-01-01 and a sixth image', () => {
    const result = activityFormSchema.safeParse({
      title: 'Sports day',
      years: [4],
      description: 'Races',
      activityDate: '1899-12-31',
      images: Array.from({ length: 6 }, () => ({ description: '' })),
      visibility: 'all',
    });
    expect(messages(result)).toEqual([
      'Date must be between 01/01/1900 and 31/12/2100',
      'An activity has at most 5 images.',
    ]);
  });

  // Issue 27: the form showed zod's own English for these rules.
  it('names its limits by catalogue key: long texts and an age past 18', () => {
    const result = activityFormSchema.safeParse({
      title: 'T'.repeat(201),
      years: [19],
      description: 'D'.repeat(5001),
      activityDate: '2026-03-10',
      images: [{ description: 'C'.repeat(501) }],
      visibility: 'all',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'common.atMostCharacters?max=200',
      'activities.years',
      'common.atMostCharacters?max=5000',
      'common.atMostCharacters?max=500',
    ]);
  });
});

describe('activity multipart fields', () => {
  const fields = {
    title: 'Sports day',
    description: 'Races',
    visibility: 'YEAR',
    activityDate: '2026-11-20',
    years: '[4,5]',
  };

  it('reads the JSON fields and defaults the optional lists to empty', () => {
    expect(activityFieldsSchema.parse(fields)).toEqual({
      ...fields,
      years: [4, 5],
      existingImageIds: [],
      imageDescriptions: [],
      existingImageDescriptions: [],
    });
  });

  it.each([
    ['2026-11-20', '2026-11-20'],
    ['2026-11-20T15:59:59Z', '2026-11-20'],
    ['2026-11-20T16:00:00Z', '2026-11-21'],
    ['2026-11-21T07:45:00.000+08:00', '2026-11-21'],
    ['2026-11-20T23:00:00-05:00', '2026-11-21'],
    ['2026-11-20T23:30:00', '2026-11-20'],
  ])('takes activityDate %s as the Kuala Lumpur day %s (spec 3 §3: ISO)', (activityDate, day) => {
    expect(activityFieldsSchema.parse({ ...fields, activityDate }).activityDate).toBe(day);
  });

  it('refuses a date-time on a day that does not exist or outside 1900 to 2100, with the day messages', () => {
    for (const activityDate of [
      '2026-02-30T10:00:00Z',
      '1899-12-31T10:00:00+08:00',
      '2026-11-20T25:00:00Z',
    ]) {
      const result = activityFieldsSchema.safeParse({ ...fields, activityDate });
      expect(result.success, activityDate).toBe(false);
      expect(messages(result)[0], activityDate).toMatch(/^(Date must be|Activity date)/);
    }
  });

  it('refuses years that are not JSON, an empty list and a lower-case visibility', () => {
    expect(messages(activityFieldsSchema.safeParse({ ...fields, years: '4,5' }))).toEqual([
      'Please select at least one year',
    ]);
    expect(messages(activityFieldsSchema.safeParse({ ...fields, years: '[]' }))).toEqual([
      'Please select at least one year',
    ]);
    expect(messages(activityFieldsSchema.safeParse({ ...fields, visibility: 'all' }))).toEqual([
      'Please select a visibility option',
    ]);
  });
});
