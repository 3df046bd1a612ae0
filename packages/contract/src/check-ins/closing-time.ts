import { z } from 'zod';
import { message } from '../messages/message-key';
import { clockTimeFormat } from '../overtime/overtime-rules';
import type { CheckInStatus } from '../shared/enums';
import { kualaLumpurDay, kualaLumpurOffsetMs } from '../shared/kuala-lumpur-day';
import type { Language } from '../shared/language';
import { productName } from '../shared/product';

/** A centre's closing time until an admin sets one (issue 30): Kuala Lumpur 'HH:mm'. */
export const defaultClosingTime = '18:30';

const closingTimeMessage = message('checkIns.closingTime');

/** `PUT /admin/checkin/center/{centerId}/closing-time`, and its answer. */
export const closingTimeBodySchema = z.object({
  closingTime: z.string({ message: closingTimeMessage }).regex(clockTimeFormat, closingTimeMessage),
});
export type ClosingTimeBody = z.infer<typeof closingTimeBodySchema>;

type Latest = { status: CheckInStatus; time: Date | string } | null | undefined;

/** The Kuala Lumpur clock time 'HH:mm' of an instant. */
export function kualaLumpurClockTime(instant: Date): string {
  return new Date(instant.getTime() + kualaLumpurOffsetMs).toISOString().slice(11, 16);
}

/** True from the centre's closing time to the end of the Kuala Lumpur day. */
export function isAfterClosing(now: Date, closingTime: string): boolean {
  // 'HH:mm' strings order like the times they name.
  return kualaLumpurClockTime(now) >= closingTime;
}

/** Checked in today and not out by the centre's closing time: the teacher list shows them first. */
export function isStillCheckedIn(latest: Latest, now: Date, closingTime: string): boolean {
  return (
    !!latest &&
    latest.status === 'CHECKIN' &&
    kualaLumpurDay(latest.time) === kualaLumpurDay(now) &&
    isAfterClosing(now, closingTime)
  );
}

/**
 * The Kuala Lumpur day of a check-in never followed by a check-out, when the latest record is a
 * check-in of an earlier day; null otherwise. Any earlier day, not only the calendar day before
 * (decision 079): after a weekend the page names the day ('Not checked out on Fri 27/11').
 */
export function notCheckedOutOn(latest: Latest, now: Date): string | null {
  if (latest?.status !== 'CHECKIN') return null;
  const day = kualaLumpurDay(latest.time);
  return day < kualaLumpurDay(now) ? day : null;
}

/** What a head of centre or teacher is told at closing time (issue 30). */
export type ClosingNoticeInput = {
  centreName: string;
  /** The children still checked in, by name. */
  childNames: readonly string[];
  /** The centre's closing time 'HH:mm' (24-hour in messages, decision 065). */
  closingTime: string;
  /** The Kuala Lumpur day 'yyyy-MM-dd'. */
  day: string;
  /** The teacher's student list. */
  link: string;
};

export type ClosingNotice = { title: string; text: string; shortText: string; link: string };

const words = {
  en: {
    title: (count: number, centre: string) =>
      `${count} ${count === 1 ? 'child is' : 'children are'} still checked in at ${centre}`,
    intro: (centre: string, time: string, date: string) =>
      `At closing time (${time}) on ${date}, these children at ${centre} were still checked in:`,
    ask: 'Please check them out when they are collected.',
    short: (time: string, names: string) => `Still checked in after ${time}: ${names}`,
    open: (link: string) => `Open the list in ${productName}: ${link}`,
  },
  ms: {
    title: (count: number, centre: string) => `${count} kanak-kanak masih didaftar masuk di ${centre}`,
    intro: (centre: string, time: string, date: string) =>
      `Pada waktu tutup (${time}) pada ${date}, kanak-kanak ini di ${centre} masih didaftar masuk:`,
    ask: 'Sila daftar keluar mereka apabila mereka diambil.',
    short: (time: string, names: string) => `Masih didaftar masuk selepas ${time}: ${names}`,
    open: (link: string) => `Buka senarai dalam ${productName}: ${link}`,
  },
} satisfies Record<Language, unknown>;

/** The closing notice in the reader's language: the same facts in both. */
export function closingNotice(input: ClosingNoticeInput, language: Language): ClosingNotice {
  const say = words[language];
  const [year, month, date] = input.day.split('-');
  const when = `${date}/${month}/${year}`;
  const title = say.title(input.childNames.length, input.centreName);
  const text = [
    say.intro(input.centreName, input.closingTime, when),
    ...input.childNames.map((name) => `- ${name}`),
    '',
    say.ask,
    '',
    say.open(input.link),
  ].join('\n');
  return {
    title,
    text,
    shortText: say.short(input.closingTime, input.childNames.join(', ')),
    link: input.link,
  };
}
