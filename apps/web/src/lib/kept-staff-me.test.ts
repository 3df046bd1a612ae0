import type { StaffMe } from '@cic/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkFailure } from './api-client';
import { confirmedStaffMe, keepStaffMe } from './kept-staff-me';

const teacher = { role: 'teacher', id: 't1', name: 'Priya Devi' } as unknown as StaffMe;
const token = 'token-of-priya-at-the-door-0001';
const refused = new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Signed out' });

describe('the teacher confirmed last, for a door without a network', () => {
  let online = true;
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    online = true;
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server and keeps its answer; a failure with nothing kept still fails', async () => {
    const showKept = vi.fn();
    await expect(
      confirmedStaffMe(token, async () => Promise.reject(networkFailure()), showKept),
    ).rejects.toThrow(ApiError);
    expect(await confirmedStaffMe(token, async () => teacher, showKept)).toEqual(teacher);
    expect(showKept).not.toHaveBeenCalled();
  });

  it('answers the kept teacher offline, and when the network or the server fails while "online"', async () => {
    keepStaffMe(token, teacher);
    const showKept = vi.fn();
    online = false;
    const ask = vi.fn(async () => teacher);
    expect(await confirmedStaffMe(token, ask, showKept)).toEqual(teacher);
    expect(ask).not.toHaveBeenCalled();
    online = true;
    expect(await confirmedStaffMe(token, async () => Promise.reject(networkFailure()), showKept)).toEqual(
      teacher,
    );
    const serverDown = new ApiError({ status: 503, code: 'INTERNAL', message: 'Down' });
    expect(await confirmedStaffMe(token, async () => Promise.reject(serverDown), showKept)).toEqual(teacher);
    expect(showKept).toHaveBeenCalledTimes(3);
  });

  it("still fails when the server refuses the session, and never answers another session's teacher", async () => {
    keepStaffMe(token, teacher);
    await expect(confirmedStaffMe(token, async () => Promise.reject(refused), vi.fn())).rejects.toBe(refused);
    await expect(
      confirmedStaffMe(
        'another-token-of-someone-else-02',
        async () => Promise.reject(networkFailure()),
        vi.fn(),
      ),
    ).rejects.toThrow(ApiError);
  });
});
