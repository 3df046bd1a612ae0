import {
  type CareGroupEntryInput,
  type CentreStudent,
  type CheckInStatus,
  checkInMaxAgeMs,
} from '@cic/contract';
import { ApiError } from '@/lib/api-client';

/** The server's refusal of a waiting record, kept to say it again in the teacher's language. */
export type Refusal = {
  status: number;
  code: ApiError['code'];
  message: string;
  messageCode?: string | undefined;
  params?: Record<string, string | number> | undefined;
};

/** A check-in or check-out kept on the phone until the server has it (issue 31). */
export type WaitingCheckIn = {
  /** Records kept before care entries waited too have no kind. */
  kind?: 'check-in';
  /** Made on the phone: the server answers the same record for it however often it arrives. */
  clientId: string;
  studentId: string;
  studentName: string;
  status: CheckInStatus;
  temperature: number;
  note?: string | undefined;
  schoolPackage: string | null;
  /** The moment the photo was taken (ISO 8601): the record's time. */
  timestamp: string;
  collectedBy?: string | undefined;
  collectedByName?: string | undefined;
  image: Blob;
  thumbnail?: Blob | undefined;
  /** The session it was recorded under, so 'recorded by' stays the teacher who took it. */
  token: string;
  recordedBy: string;
  /** Set when the server refused it: it stays until the teacher discards or redoes it. */
  refusal?: Refusal | undefined;
};

/**
 * A care entry for one or more children kept on the phone (issue 44): its `clientId` is the entry's
 * `clientRequestId` and its `timestamp` the `capturedAt`, so a resend records nothing twice.
 */
export type WaitingCareEntry = {
  kind: 'care';
  clientId: string;
  timestamp: string;
  /** The body without a note's `photoIds`: its photos wait beside it and are uploaded first. */
  entry: CareGroupEntryInput;
  photos: Blob[];
  childNames: string[];
  token: string;
  recordedBy: string;
  refusal?: Refusal | undefined;
};

export type WaitingRecord = WaitingCheckIn | WaitingCareEntry;

export const isCareEntry = (record: WaitingRecord): record is WaitingCareEntry => record.kind === 'care';

/** A student of the list, with whether a record of theirs waits on the phone. */
export type ListedStudent = CentreStudent & { waitingToSend?: boolean };

export const byCaptureTime = (a: WaitingRecord, b: WaitingRecord) =>
  a.timestamp.localeCompare(b.timestamp) || a.clientId.localeCompare(b.clientId);

/** Older than the server takes (a check-in's or a care entry's capture time): it will be refused when sent. */
export const willBeRefused = (record: WaitingRecord, now: Date) =>
  now.getTime() - new Date(record.timestamp).getTime() > checkInMaxAgeMs;

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

/** The list as the teacher must see it: a child's newest waiting record stands as their latest. */
export function withWaitingRecords(students: CentreStudent[], waiting: WaitingRecord[]): ListedStudent[] {
  const newest = new Map<string, WaitingCheckIn>();
  for (const record of [...waiting].sort(byCaptureTime)) {
    if (!record.refusal && !isCareEntry(record)) newest.set(record.studentId, record);
  }
  return students.map((student) => {
    const record = newest.get(student.ID_STUDENT);
    if (!record) return student;
    return {
      ...student,
      latestCheckin: {
        img: '',
        time: record.timestamp,
        status: record.status,
        recordedBy: record.recordedBy,
      },
      waitingToSend: true,
    };
  });
}

type WaitingQueue = {
  all(): Promise<WaitingRecord[]>;
  put(record: WaitingRecord): Promise<void>;
  remove(clientId: string): Promise<void>;
  send(record: WaitingRecord): Promise<void>;
};

/**
 * Sends the waiting records in capture order, one at a time. A sent one is removed (photos
 * included); a refused one stays marked with the server's answer; a network failure stops the
 * round, the rest waiting for the next. Refused records are not sent again.
 */
export async function sendWaitingRecords(queue: WaitingQueue) {
  const result = { sent: 0, refused: 0, stopped: false };
  const waiting = (await queue.all()).filter((record) => !record.refusal).sort(byCaptureTime);
  for (const record of waiting) {
    try {
      await queue.send(record);
      await queue.remove(record.clientId);
      result.sent += 1;
    } catch (error) {
      if (!isRefusal(error)) return { ...result, stopped: true };
      await queue.put({ ...record, refusal: refusalOf(error) });
      result.refused += 1;
    }
  }
  return result;
}
