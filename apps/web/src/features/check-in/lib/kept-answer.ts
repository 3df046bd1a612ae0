import { ApiError } from '@/lib/api-client';
import { keep, readKept } from '@/lib/device-store';

/**
 * An answer from the server, kept on the phone each time; without a network, the answer kept last
 * (issue 31), so the check-in list and form still work at a door without signal.
 */
export async function onlineOrKept<T>(key: string, fetchAnswer: () => Promise<T>): Promise<T> {
  try {
    const answer = await fetchAnswer();
    void keep(key, answer).catch(() => undefined);
    return answer;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NETWORK_ERROR')) throw error;
    const kept = await readKept<T>(key).catch(() => undefined);
    if (kept === undefined) throw error;
    return kept;
  }
}

/** Where a child's collectors are kept on the phone. */
export const collectorsKey = (studentId: string) => `collectors:${studentId}`;
