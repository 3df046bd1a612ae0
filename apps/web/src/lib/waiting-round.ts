import { ApiError } from './api-client';

/** The server's refusal of a waiting record, kept to say it again in the phone's language. */
export type Refusal = {
  status: number;
  code: ApiError['code'];
  message: string;
  messageCode?: string | undefined;
  params?: Record<string, string | number> | undefined;
};

/** What every record waiting on the phone has, whatever its kind (issue 31). */
export type Kept = {
  kind?: string | undefined;
  /** Made on the phone: the server answers the same record for it however often it arrives. */
  clientId: string;
  /** When it was captured (ISO 8601): the record's time and its place in the queue. */
  timestamp: string;
  /** A door clock entry's PIN, needed to send it (decision 130): dropped once it is refused. */
  pin?: string | undefined;
  /** Set when the server refused it: it stays until someone at the phone discards it. */
  refusal?: Refusal | undefined;
};

export const byCaptureTime = (a: Kept, b: Kept) =>
  a.timestamp.localeCompare(b.timestamp) || a.clientId.localeCompare(b.clientId);

/**
 * A refusal the server will give again, whatever the network: any 4xx but a timeout or a throttle.
 * A network failure or a 5xx leaves the record waiting for the next try.
 */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export function refusalOf(error: ApiError): Refusal {
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    messageCode: error.messageCode,
    params: error.params,
  };
}

/** A refused record as the phone keeps it: with the server's answer, without the PIN it no longer needs. */
export function refused<Record extends Kept>(record: Record, refusal: Refusal): Record {
  const { pin: _spent, ...kept } = record;
  return { ...kept, refusal } as Record;
}

export type WaitingQueue<Record extends Kept> = {
  all(): Promise<Record[]>;
  put(record: Record): Promise<void>;
  remove(clientId: string): Promise<void>;
  send(record: Record): Promise<void>;
};

/**
 * Sends the waiting records in capture order, one at a time. A sent one is removed (photos
 * included); a refused one stays marked with the server's answer; a network failure stops the
 * round, the rest waiting for the next. Refused records are not sent again.
 */
export async function sendWaitingRecords<Record extends Kept>(queue: WaitingQueue<Record>) {
  const result = { sent: 0, refused: 0, stopped: false };
  const waiting = (await queue.all()).filter((record) => !record.refusal).sort(byCaptureTime);
  for (const record of waiting) {
    try {
      await queue.send(record);
      await queue.remove(record.clientId);
      result.sent += 1;
    } catch (error) {
      if (!isRefusal(error)) return { ...result, stopped: true };
      await queue.put(refused(record, refusalOf(error)));
      result.refused += 1;
    }
  }
  return result;
}

// One round at a time on the phone, whichever page (the door, the check-in list) asks for it.
let round: Promise<unknown> | null = null;

/** Starts a round of sending unless one runs; settles when the running round does. */
export function sendWaitingOnce<Record extends Kept>(queue: WaitingQueue<Record>): Promise<unknown> {
  round ??= sendWaitingRecords(queue).finally(() => {
    round = null;
  });
  return round;
}
