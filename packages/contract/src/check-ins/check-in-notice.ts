import { type CheckInStatus, type FamilyRelation, pickupRelationshipOf } from '../shared/enums';
import { kualaLumpurOffsetMs } from '../shared/kuala-lumpur-day';
import type { Language } from '../shared/language';
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
  /**
   * Who collected the child at a check-out: a parent of the family with their `relation` (named
   * in the reader's language), or a person with the `relationship` on the parents' list (a value
   * of `pickupRelationships`, named in the reader's language, or their own words); `other` when
   * that person is not on the list.
   */
  collectedBy?: { name: string; relation?: FamilyRelation; relationship?: string; other?: boolean };
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

/** The notice's sentences in each language (issue 18); the facts are the same. */
const words = {
  en: {
    title: (child: string, arrived: boolean, time: string) =>
      `${child} ${arrived ? 'arrived' : 'left'} at ${time}`,
    recorded: (child: string, arrived: boolean, time: string, date: string, teacher: string) =>
      `${child} was checked ${arrived ? 'in' : 'out'} at ${time} on ${date} by ${teacher}.`,
    temperature: (value: string) => `Temperature: ${value}.`,
    fever: (value: string) => `Temperature: ${value}. This is a high temperature (fever).`,
    collectedBy: (who: string) => `Collected by: ${who}.`,
    collectedByOther: (who: string) =>
      `Collected by: ${who}. This person is not on your list of authorised pick-up persons.`,
    open: (link: string) => `Open it in ${productName}: ${link}`,
    relation: { father: 'father', mother: 'mother', guardian: 'guardian' },
    pickup: {
      grandfather: 'grandfather',
      grandmother: 'grandmother',
      uncle: 'uncle',
      aunt: 'aunt',
      sibling: 'brother or sister',
      relative: 'relative',
      driver: 'driver',
      helper: 'domestic helper',
      neighbour: 'neighbour',
      friend: 'family friend',
    },
  },
  ms: {
    title: (child: string, arrived: boolean, time: string) =>
      `${child} ${arrived ? 'tiba' : 'pulang'} pada ${time}`,
    recorded: (child: string, arrived: boolean, time: string, date: string, teacher: string) =>
      `${child} didaftar ${arrived ? 'masuk' : 'keluar'} pada ${time}, ${date} oleh ${teacher}.`,
    temperature: (value: string) => `Suhu: ${value}.`,
    fever: (value: string) => `Suhu: ${value}. Suhu ini tinggi (demam).`,
    collectedBy: (who: string) => `Diambil oleh: ${who}.`,
    collectedByOther: (who: string) =>
      `Diambil oleh: ${who}. Orang ini tiada dalam senarai pengambil yang anda benarkan.`,
    open: (link: string) => `Buka dalam ${productName}: ${link}`,
    relation: { father: 'bapa', mother: 'ibu', guardian: 'penjaga' },
    pickup: {
      grandfather: 'datuk',
      grandmother: 'nenek',
      uncle: 'bapa saudara',
      aunt: 'ibu saudara',
      sibling: 'adik-beradik',
      relative: 'saudara',
      driver: 'pemandu',
      helper: 'pembantu rumah',
      neighbour: 'jiran',
      friend: 'kawan keluarga',
    },
  },
} satisfies Record<Language, unknown>;

function collectedByLine(
  collectedBy: NonNullable<CheckInNoticeInput['collectedBy']>,
  say: (typeof words)[Language],
) {
  const listed = pickupRelationshipOf(collectedBy.relationship);
  const relationship = collectedBy.relation
    ? say.relation[collectedBy.relation]
    : listed
      ? say.pickup[listed]
      : collectedBy.relationship;
  const who = relationship ? `${collectedBy.name} (${relationship})` : collectedBy.name;
  return collectedBy.other ? say.collectedByOther(who) : say.collectedBy(who);
}

/**
 * The one text of a check-in notification, for e-mail and Web Push alike, in the parent's
 * language: the child, arrived or left, the time and day in Kuala Lumpur (HH:mm, dd/MM/yyyy), the
 * temperature, the teacher, and the link that opens the check-in.
 */
export function checkInNotice(input: CheckInNoticeInput, language: Language = 'en'): CheckInNotice {
  const say = words[language];
  const { time, date } = kualaLumpurClock(input.recordedAt);
  const arrived = input.status === 'CHECKIN';
  const temperature = `${input.temperature.toFixed(1)} °C`;
  const facts = [
    say.recorded(input.childName, arrived, time, date, input.teacherName),
    input.fever ? say.fever(temperature) : say.temperature(temperature),
    ...(input.collectedBy ? [collectedByLine(input.collectedBy, say)] : []),
  ];
  return {
    title: say.title(input.childName, arrived, time),
    text: [...facts, '', say.open(input.link)].join('\n'),
    shortText: facts.join('\n'),
    link: input.link,
  };
}
