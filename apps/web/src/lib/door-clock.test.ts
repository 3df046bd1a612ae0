import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allWaiting, putWaiting, removeWaiting } from './device-store';
import { sendClockEntry, type WaitingClockEntry } from './door-clock';
import { sendWaitingRecords } from './waiting-round';

const entry: WaitingClockEntry = {
  kind: 'clock',
  clientId: '33333333-3333-4333-8333-333333333333',
  timestamp: '2026-12-01T23:31:00.000Z',
  device: 'device-token',
  managerId: '44444444-4444-4444-8444-444444444444',
  name: 'Aina Sofia',
  direction: 'IN',
  pin: '1111',
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

const queue = {
  all: () => allWaiting<WaitingClockEntry>(),
  put: putWaiting,
  remove: removeWaiting,
  send: sendClockEntry,
};

describe('clock entries waiting at the door', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    for (const waiting of await allWaiting()) await removeWaiting(waiting.clientId);
  });

  it('is sent once with its true time and request id, then forgotten, PIN and all', async () => {
    const shift = {
      id: '55555555-5555-4555-8555-555555555555',
      managerId: entry.managerId,
      name: entry.name,
      date: '2026-12-02',
      startedAt: entry.timestamp,
      endedAt: null,
      openAtClosing: false,
      version: 1,
      corrected: false,
      reason: null,
    };
    const fetch = answer(201, { success: true, data: { direction: 'IN', shift, replayed: false } });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: '' });
    await putWaiting(entry);
    expect(await sendWaitingRecords(queue)).toEqual({ sent: 1, refused: 0, stopped: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/center/staff-attendance/clock-pin');
    expect(JSON.parse(String(init.body))).toEqual({
      device: 'device-token',
      managerId: entry.managerId,
      pin: '1111',
      direction: 'IN',
      capturedAt: entry.timestamp,
      clientRequestId: entry.clientId,
    });
    expect(await allWaiting()).toEqual([]);
  });

  it('keeps a refused entry with the server words but without its PIN', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        success: false,
        code: 'CONFLICT',
        message: 'You are already clocked in.',
        messageCode: 'staffAttendance.alreadyClockedIn',
        field: 'direction',
      }),
    );
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: '' });
    await putWaiting(entry);
    expect(await sendWaitingRecords(queue)).toEqual({ sent: 0, refused: 1, stopped: false });
    const [kept] = await allWaiting<WaitingClockEntry>();
    expect(kept).not.toHaveProperty('pin');
    expect(kept?.refusal).toMatchObject({ status: 409, messageCode: 'staffAttendance.alreadyClockedIn' });
  });

  it('waits, PIN kept, while the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: '' });
    await putWaiting(entry);
    expect(await sendWaitingRecords(queue)).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(await allWaiting()).toEqual([entry]);
  });
});
