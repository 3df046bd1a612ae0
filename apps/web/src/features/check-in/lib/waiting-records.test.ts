import 'fake-indexeddb/auto';
import { checkInMaxAgeMs } from '@cic/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, networkFailure } from '@/lib/api-client';
import { allWaiting, keep, putWaiting, readKept, removeWaiting } from '@/lib/device-store';
import { sendWaitingRecords } from '@/lib/waiting-round';
import {
  type WaitingCheckIn,
  type WaitingRecord,
  willBeRefused,
  withWaitingRecords,
} from './waiting-records';

const childA = '11111111-1111-4111-8111-111111111111';
const childB = '22222222-2222-4222-8222-222222222222';

function record(
  clientId: string,
  timestamp: string,
  overrides: Partial<WaitingCheckIn> = {},
): WaitingCheckIn {
  return {
    clientId,
    studentId: childA,
    studentName: 'Adam Tan',
    status: 'CHECKIN',
    temperature: 36.6,
    schoolPackage: null,
    timestamp,
    image: new Blob([`photo ${clientId}`], { type: 'image/jpeg' }),
    thumbnail: new Blob([`thumbnail ${clientId}`], { type: 'image/jpeg' }),
    token: 'session-of-teacher-a',
    recordedBy: 'Teacher A',
    ...overrides,
  };
}

/** Adam as the check-in list shows him: nothing recorded today. */
const adam = {
  ID_STUDENT: childA,
  studentName: 'Adam Tan',
  Package: null,
  Age: 4,
  latestCheckin: null,
  reportedAbsence: null,
  stillCheckedIn: false,
  notCheckedOutOn: null,
};

const refusal = (messageCode: string, status = 409) =>
  new ApiError({ status, code: 'CONFLICT', message: 'refused', messageCode });

/** The queue over the phone's real store (fake-indexeddb), sending through `send`. */
const queueSending = (send: (record: WaitingRecord) => Promise<void>) => ({
  all: allWaiting,
  put: putWaiting,
  remove: removeWaiting,
  send,
});

describe('records waiting on the phone', () => {
  afterEach(async () => {
    for (const waiting of await allWaiting()) await removeWaiting(waiting.clientId);
  });

  it('keeps a record with its photo and thumbnail, and removes both with it', async () => {
    await putWaiting(record('a', '2026-11-27T00:30:00.000Z'));
    const [kept] = (await allWaiting()) as WaitingCheckIn[];
    expect(kept?.token).toBe('session-of-teacher-a');
    expect(await kept?.image.text()).toBe('photo a');
    expect(await kept?.thumbnail?.text()).toBe('thumbnail a');
    await removeWaiting('a');
    expect(await allWaiting()).toEqual([]);
  });

  it('sends in capture order, one at a time, removing each once sent', async () => {
    await putWaiting(record('late', '2026-11-27T00:40:00.000Z', { studentId: childB }));
    await putWaiting(record('early', '2026-11-27T00:30:00.000Z'));
    await putWaiting(record('out', '2026-11-27T09:00:00.000Z', { status: 'CHECKOUT' }));
    const sent: string[] = [];
    let inFlight = 0;
    const result = await sendWaitingRecords(
      queueSending(async (waiting) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent.push(waiting.clientId);
        inFlight -= 1;
      }),
    );
    expect(sent).toEqual(['early', 'late', 'out']);
    expect(result).toEqual({ sent: 3, refused: 0, stopped: false });
    expect(await allWaiting()).toEqual([]);
  });

  it("keeps a refused record with the server's message and goes on with the next", async () => {
    await putWaiting(record('refused', '2026-11-27T00:30:00.000Z'));
    await putWaiting(record('fine', '2026-11-27T00:35:00.000Z', { studentId: childB }));
    const result = await sendWaitingRecords(
      queueSending(async (waiting) => {
        if (waiting.clientId === 'refused') throw refusal('checkIns.alreadyCheckedIn');
      }),
    );
    expect(result).toEqual({ sent: 1, refused: 1, stopped: false });
    const [left] = (await allWaiting()) as WaitingCheckIn[];
    expect(left?.clientId).toBe('refused');
    expect(left?.refusal).toMatchObject({ status: 409, messageCode: 'checkIns.alreadyCheckedIn' });
    expect(await left?.image.text()).toBe('photo refused');

    // A refused record is never sent again on its own: only Discard or Redo moves it.
    const again: string[] = [];
    await sendWaitingRecords(queueSending(async (waiting) => void again.push(waiting.clientId)));
    expect(again).toEqual([]);
    expect(await allWaiting()).toHaveLength(1);
  });

  it('stops at a network failure or a server error, keeping that record and the later ones waiting', async () => {
    for (const failure of [
      networkFailure(),
      new ApiError({ status: 503, code: 'INTERNAL', message: 'down' }),
    ]) {
      await putWaiting(record('first', '2026-11-27T00:30:00.000Z'));
      await putWaiting(record('second', '2026-11-27T00:31:00.000Z', { studentId: childB }));
      const tried: string[] = [];
      const result = await sendWaitingRecords(
        queueSending(async (waiting) => {
          tried.push(waiting.clientId);
          throw failure;
        }),
      );
      expect(tried).toEqual(['first']);
      expect(result).toEqual({ sent: 0, refused: 0, stopped: true });
      const left = await allWaiting();
      expect(left.map((waiting) => [waiting.clientId, waiting.refusal])).toEqual([
        ['first', undefined],
        ['second', undefined],
      ]);
      for (const waiting of left) await removeWaiting(waiting.clientId);
    }
  });

  it('treats a throttle as a pause, not a refusal', async () => {
    await putWaiting(record('throttled', '2026-11-27T00:30:00.000Z'));
    const result = await sendWaitingRecords(
      queueSending(async () => {
        throw new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow down' });
      }),
    );
    expect(result.stopped).toBe(true);
    expect((await allWaiting())[0]?.refusal).toBeUndefined();
  });

  it('says a record older than the server takes will be refused', () => {
    const now = new Date('2026-11-28T08:00:00.000Z');
    const old = record('old', new Date(now.getTime() - checkInMaxAgeMs - 1000).toISOString());
    const fresh = record('fresh', new Date(now.getTime() - checkInMaxAgeMs + 60_000).toISOString());
    expect(willBeRefused(old, now)).toBe(true);
    expect(willBeRefused(fresh, now)).toBe(false);
  });

  it("shows a child's newest waiting record as their latest, so the next action follows it", () => {
    const other = { ...adam, ID_STUDENT: childB, studentName: 'Bella Ong' };
    const listed = withWaitingRecords(
      [adam, other],
      [
        record('out', '2026-11-27T09:00:00.000Z', { status: 'CHECKOUT' }),
        record('in', '2026-11-27T00:30:00.000Z'),
        record('refused', '2026-11-27T00:20:00.000Z', {
          studentId: childB,
          refusal: { status: 409, code: 'CONFLICT', message: 'refused' },
        }),
      ],
    );
    expect(listed[0]).toMatchObject({
      waitingToSend: true,
      latestCheckin: { status: 'CHECKOUT', time: '2026-11-27T09:00:00.000Z', recordedBy: 'Teacher A' },
    });
    // A refused record no longer stands for the child: the list shows what the server has.
    expect(listed[1]).toBe(other);
  });

  it('keeps a care entry with its photos beside check-ins, sends it in capture order and leaves the list as it is', async () => {
    const care: WaitingRecord = {
      kind: 'care',
      clientId: 'care-1',
      timestamp: '2026-11-27T04:30:00.000Z',
      entry: {
        kind: 'MEAL',
        meal: 'LUNCH',
        amount: 'ALL',
        childIds: [childA, childB],
        capturedAt: '2026-11-27T04:30:00.000Z',
        clientRequestId: 'care-1',
      },
      photos: [new Blob(['photo'], { type: 'image/jpeg' })],
      childNames: ['Adam Tan', 'Bella Ong'],
      token: 'session-of-teacher-a',
      recordedBy: 'Teacher A',
    };
    await putWaiting(care);
    await putWaiting(record('in', '2026-11-27T00:30:00.000Z'));
    const [kept] = (await allWaiting<WaitingRecord>()).filter((waiting) => waiting.clientId === 'care-1');
    expect(kept?.kind === 'care' && (await kept.photos[0]?.text())).toBe('photo');
    expect(willBeRefused(care, new Date('2026-11-28T04:00:00.000Z'))).toBe(false);
    expect(willBeRefused(care, new Date('2026-11-28T05:00:00.000Z'))).toBe(true);
    const sent: string[] = [];
    await sendWaitingRecords(queueSending(async (waiting) => void sent.push(waiting.clientId)));
    expect(sent).toEqual(['in', 'care-1']);
    const listed = withWaitingRecords([adam], [care]);
    expect(listed[0]).not.toHaveProperty('waitingToSend');
  });

  it('keeps a copy of an answer for a reload without a network', async () => {
    expect(await readKept('centre-students')).toBeUndefined();
    await keep('centre-students', [{ ID_STUDENT: childA }]);
    expect(await readKept('centre-students')).toEqual([{ ID_STUDENT: childA }]);
  });
});
