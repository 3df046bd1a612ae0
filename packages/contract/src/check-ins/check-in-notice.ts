import type { CheckInStatus } from '../shared/enums';
import { kualaLumpurOffsetMs } from '../shared/kuala-lumpur-day';
import { productName } from '../shared/product';

/** What a parent is told about one arrival or departure (issue 17). */
export type CheckInNoticeInput = {
  childName: string;
  status: CheckInStatus;
  /** The capture instant; shown in Kuala Lumpur time. */
  recordedAt: Date | string;
  /** Degrees Celsius. */
  temperature: number;
  teacherName: string;
  /** The page of the app that shows this check-in. */
  link: string;
  /** The temperature is at or above the fever threshold. */
  fever?: boolean;
  /** Who collected the child at a check-out; `other` when that person is not on the parents' list. */
  collectedBy?: { name: string; relationship?: string; other?: boolean };
};

export type CheckInNotice = {
  /** E-mail subject and push title. */
  title: string;
  /** The e-mail's text, the link on its own line. */
  text: string;
  /** The push notification's body: the same facts, without the link (a tap opens it). */
  shortText: string;
  link: string;
};

function kualaLumpurClock(instant: Date | string) {
  const local = new Date(new Date(instant).getTime() + kualaLumpurOffsetMs).toISOString();
  const [year, month, day] = local.slice(0, 10).split('-');
  return { time: local.slice(11, 16), date: `${day}/${month}/${year}` };
}

function collectedByLine(collectedBy: NonNullable<CheckInNoticeInput['collectedBy']>) {
  const who = collectedBy.relationship
    ? `${collectedBy.name} (${collectedBy.relationship})`
    : collectedBy.name;
  return collectedBy.other
    ? `Collected by: ${who}. This person is not on your list of authorised pick-up persons.`
    : `Collected by: ${who}.`;
}

/**
 * The one text of a check-in notification, for e-mail and Web Push alike: the child, arrived or
 * left, the time and day in Kuala Lumpur (HH:mm, dd/MM/yyyy), the temperature, the teacher, and
 * the link that opens the check-in.
 */
export function checkInNotice(input: CheckInNoticeInput): CheckInNotice {
  const { time, date } = kualaLumpurClock(input.recordedAt);
  const arrived = input.status === 'CHECKIN';
  const title = `${input.childName} ${arrived ? 'arrived' : 'left'} at ${time}`;
  const temperature = `${input.temperature.toFixed(1)} °C`;
  const facts = [
    `${input.childName} was checked ${arrived ? 'in' : 'out'} at ${time} on ${date} by ${input.teacherName}.`,
    input.fever
      ? `Temperature: ${temperature}. This is a high temperature (fever).`
      : `Temperature: ${temperature}.`,
    ...(input.collectedBy ? [collectedByLine(input.collectedBy)] : []),
  ];
  return {
    title,
    text: [...facts, '', `Open it in ${productName}: ${input.link}`].join('\n'),
    shortText: facts.join('\n'),
    link: input.link,
  };
}
