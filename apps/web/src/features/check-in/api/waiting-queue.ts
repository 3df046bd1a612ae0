import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { centreStudentsKey } from '@/lib/centre-students-key';
import { allWaiting, putWaiting, removeWaiting } from '@/lib/device-store';
import { sendWaitingOnce } from '@/lib/waiting-round';
import { keepTeacherAreaOffline } from '../lib/keep-offline';
import type { WaitingRecord } from '../lib/waiting-records';
import { centreCareKey } from './get-care-day';
import { sendWaitingRecord } from './send-waiting-record';

/** How often records still waiting are tried again while the app is open. */
const retryEveryMs = 30 * 1000;

/** Under the students' key: whatever refreshes the list refreshes the waiting records too. */
export const waitingRecordsQueryOptions = () =>
  queryOptions({
    queryKey: [...centreStudentsKey, 'waiting'] as const,
    queryFn: () => allWaiting<WaitingRecord>(),
    networkMode: 'always',
  });

export function useWaitingRecords() {
  return useQuery(waitingRecordsQueryOptions());
}

function onConnectionChange(changed: () => void) {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
}

/** Whether the browser says it is online (it can be wrong the other way: a send can still fail). */
export function useOnline() {
  return useSyncExternalStore(onConnectionChange, () => navigator.onLine);
}

/** Sends what waits, then redraws the list, its care entries and the banner. */
export function useSendWaiting() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      // One round at a time, however many places ask for one (the door's included).
      sendWaitingOnce<WaitingRecord>({
        all: allWaiting,
        put: putWaiting,
        remove: removeWaiting,
        send: sendWaitingRecord,
      }).finally(() => {
        void queryClient.invalidateQueries({ queryKey: centreStudentsKey });
        void queryClient.invalidateQueries({ queryKey: centreCareKey });
      }),
    [queryClient],
  );
}

/**
 * Has the teacher area kept for offline use, and sends waiting records when the app opens, when the network returns, and on a timer while any
 * wait unrefused (a browser timer: the records live on this phone, not on the server's queue).
 */
export function useWaitingSender(records: WaitingRecord[] | undefined) {
  const send = useSendWaiting();
  const pending = records?.some((record) => !record.refusal) ?? false;
  useEffect(() => {
    keepTeacherAreaOffline();
    void send();
  }, [send]);
  useEffect(() => {
    const onOnline = () => void send();
    addEventListener('online', onOnline);
    const timer = pending ? setInterval(() => void send(), retryEveryMs) : undefined;
    return () => {
      removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [pending, send]);
}

/** Keeps a record on the phone and shows it on the list at once. */
export function useKeepWaiting() {
  const queryClient = useQueryClient();
  return async (record: WaitingRecord) => {
    await putWaiting(record);
    await queryClient.invalidateQueries({ queryKey: centreStudentsKey });
  };
}

/** Drops a refused record (and its photos) at the teacher's word. */
export function useDiscardWaiting() {
  const queryClient = useQueryClient();
  return async (clientId: string) => {
    await removeWaiting(clientId);
    await queryClient.invalidateQueries({ queryKey: centreStudentsKey });
  };
}
