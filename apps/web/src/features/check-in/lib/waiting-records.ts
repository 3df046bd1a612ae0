import {
  type CareGroupEntryInput,
  type CentreStudent,
  type CheckInStatus,
  checkInMaxAgeMs,
} from '@cic/contract';
import type { WaitingClockEntry } from '@/lib/door-clock';
import { byCaptureTime, type Refusal } from '@/lib/waiting-round';

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

/** Every kind the phone keeps: the door's clock entries wait in the same store (issue 45). */
export type WaitingRecord = WaitingCheckIn | WaitingCareEntry | WaitingClockEntry;

export const isCareEntry = (record: WaitingRecord): record is WaitingCareEntry => record.kind === 'care';

/** A child's check-in or check-out (kept with no kind before other kinds waited too). */
const isCheckIn = (record: WaitingRecord): record is WaitingCheckIn =>
  record.kind === undefined || record.kind === 'check-in';

/** A student of the list, with whether a record of theirs waits on the phone. */
export type ListedStudent = CentreStudent & { waitingToSend?: boolean };

/** Older than the server takes (a check-in's or a care entry's capture time): it will be refused when sent. */
export const willBeRefused = (record: WaitingRecord, now: Date) =>
  now.getTime() - new Date(record.timestamp).getTime() > checkInMaxAgeMs;

/** The list as the teacher must see it: a child's newest waiting record stands as their latest. */
export function withWaitingRecords(students: CentreStudent[], waiting: WaitingRecord[]): ListedStudent[] {
  const newest = new Map<string, WaitingCheckIn>();
  for (const record of [...waiting].sort(byCaptureTime)) {
    if (!record.refusal && isCheckIn(record)) newest.set(record.studentId, record);
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
