import type { CentreStudent } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import {
  ageGroups,
  buildCareCorrection,
  buildCareGroupEntry,
  careGroupErrors,
  checkedInNow,
  formFields,
  mealOfTheHour,
  toggleAll,
} from './care-group';

const adam = '11111111-1111-4111-8111-111111111111';
const bella = '22222222-2222-4222-8222-222222222222';
const chong = '33333333-3333-4333-8333-333333333333';
const request = { day: '2026-12-01', capturedAt: '2026-12-01T04:30:00.000Z', clientRequestId: 'request-1' };

function student(id: string, age: number, latest: CentreStudent['latestCheckin'] = null): CentreStudent {
  return {
    ID_STUDENT: id,
    studentName: id,
    Package: null,
    Age: age,
    latestCheckin: latest,
    reportedAbsence: null,
    stillCheckedIn: false,
    notCheckedOutOn: null,
  };
}

describe('a group entry with exceptions', () => {
  it('gives every chosen child the group fields, and an exception only where a child differs', () => {
    const body = buildCareGroupEntry({
      ...request,
      kind: 'MEAL',
      fields: { meal: 'LUNCH', amount: 'ALL', note: '  ' },
      childIds: [adam, bella, chong],
      exceptions: { [bella]: { amount: 'SOME', note: 'Left the rice' }, [chong]: { amount: 'ALL' } },
    });
    expect(body).toEqual({
      kind: 'MEAL',
      meal: 'LUNCH',
      amount: 'ALL',
      childIds: [adam, bella, chong],
      exceptions: [{ childId: bella, amount: 'SOME', note: 'Left the rice' }],
      capturedAt: request.capturedAt,
      clientRequestId: 'request-1',
    });
  });

  it('leaves out the exception of a child no longer chosen', () => {
    const body = buildCareGroupEntry({
      ...request,
      kind: 'MOOD',
      fields: { mood: 'HAPPY' },
      childIds: [adam],
      exceptions: { [bella]: { mood: 'UPSET' } },
    });
    expect(body).not.toHaveProperty('exceptions');
  });

  it('sends clock times as Kuala Lumpur instants of the day', () => {
    const body = buildCareGroupEntry({
      ...request,
      kind: 'NAP',
      fields: { start: '12:30', end: '14:05' },
      childIds: [adam, bella],
      exceptions: { [bella]: { start: '12:30', end: '14:45' } },
    });
    expect(body).toMatchObject({
      start: '2026-12-01T12:30:00+08:00',
      end: '2026-12-01T14:05:00+08:00',
      exceptions: [{ childId: bella, end: '2026-12-01T14:45:00+08:00' }],
    });
  });

  it('names a note’s uploaded photos', () => {
    const body = buildCareGroupEntry({
      ...request,
      kind: 'NOTE',
      fields: { text: 'Painted a rainbow' },
      childIds: [adam],
      exceptions: {},
      photoIds: ['photo-1'],
    });
    expect(body).toMatchObject({ kind: 'NOTE', text: 'Painted a rainbow', photoIds: ['photo-1'] });
  });
});

describe('a correction', () => {
  it("opens with the entry's fields, times as clock times, and sends them anew with why", () => {
    const fields = formFields({ kind: 'NAP', start: '2026-12-01T04:30:00.000Z', end: null }, (instant) =>
      instant === '2026-12-01T04:30:00.000Z' ? '12:30' : '?',
    );
    expect(fields).toEqual({ start: '12:30' });
    expect(
      buildCareCorrection('NAP', { ...fields, end: '14:00' }, 'Woke later', {
        day: '2026-12-01',
        photoIds: [],
      }),
    ).toEqual({
      kind: 'NAP',
      reason: 'Woke later',
      start: '2026-12-01T12:30:00+08:00',
      end: '2026-12-01T14:00:00+08:00',
    });
  });

  it("keeps a note's photos", () => {
    expect(
      buildCareCorrection('NOTE', { text: 'Fixed' }, 'Typo', { day: '2026-12-01', photoIds: ['p'] }),
    ).toEqual({ kind: 'NOTE', reason: 'Typo', text: 'Fixed', photoIds: ['p'] });
  });
});

describe("a group entry's refused fields", () => {
  it("puts the group's issues on its fields and an exception's on its child", () => {
    const errors = careGroupErrors({ exceptions: [{ childId: bella }] }, [
      { path: ['text'], message: 'care.reminderText' },
      { path: ['exceptions', 0, 'text'], message: 'care.reminderText' },
      { path: ['childIds'], message: 'care.children' },
      { path: ['exceptions', 3, 'text'], message: 'ignored' },
    ]);
    expect(errors).toEqual({
      fields: { text: 'care.reminderText', childIds: 'care.children' },
      exceptions: { [bella]: { text: 'care.reminderText' } },
    });
  });
});

describe('choosing children', () => {
  const now = new Date('2026-12-01T02:00:00.000Z');
  const list = [
    student(adam, 4, { img: null, time: '2026-12-01T00:30:00.000Z', status: 'CHECKIN', recordedBy: 'A' }),
    student(bella, 3, { img: null, time: '2026-12-01T01:00:00.000Z', status: 'CHECKOUT', recordedBy: 'A' }),
    student(chong, 4, { img: null, time: '2026-11-30T00:30:00.000Z', status: 'CHECKIN', recordedBy: 'A' }),
  ];

  it('offers each age once, youngest first', () => {
    expect(ageGroups(list)).toEqual([3, 4]);
  });

  it('takes the children checked in today and still here', () => {
    expect(checkedInNow(list, now).map((child) => child.ID_STUDENT)).toEqual([adam]);
  });

  it('adds a group, or takes it away when all of it is chosen', () => {
    expect(toggleAll([bella], [adam, chong])).toEqual([bella, adam, chong]);
    expect(toggleAll([bella, adam, chong], [adam, chong])).toEqual([bella]);
    expect(toggleAll([adam], [adam, chong])).toEqual([adam, chong]);
  });

  it('suggests the meal of the hour', () => {
    expect(mealOfTheHour('08:15')).toBe('BREAKFAST');
    expect(mealOfTheHour('12:40')).toBe('LUNCH');
    expect(mealOfTheHour('15:30')).toBe('SNACK');
  });
});
