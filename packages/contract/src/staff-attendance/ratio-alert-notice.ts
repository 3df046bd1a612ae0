import { kualaLumpurClockTime } from '../check-ins/closing-time';
import { documentText } from '../messages/document-text';
import type { Language } from '../shared/language';
import { productName } from '../shared/product';

/** What the head of centre and the staff clocked in are told when a centre stays out of ratio (issue 45). */
export type RatioAlertInput = {
  centreName: string;
  staffPresent: number;
  staffNeeded: number;
  /** When the centre went out of ratio. */
  since: Date;
  /** The teacher's check-in list, where the live ratio shows. */
  link: string;
};

export type RatioAlertNotice = { title: string; text: string; shortText: string; link: string };

/** The alert in the reader's language: the same facts in both. */
export function ratioAlertNotice(input: RatioAlertInput, language: Language): RatioAlertNotice {
  const params = {
    centre: input.centreName,
    present: input.staffPresent,
    needed: input.staffNeeded,
    short: Math.max(0, input.staffNeeded - input.staffPresent),
    time: kualaLumpurClockTime(input.since),
  };
  const text = [
    documentText('ratioAlertText', language, params),
    '',
    documentText('ratioAlertOpen', language, { product: productName, link: input.link }),
  ].join('\n');
  return {
    title: documentText('ratioAlertTitle', language, params),
    text,
    shortText: documentText('ratioAlertShort', language, params),
    link: input.link,
  };
}
