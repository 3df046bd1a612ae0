import { type DocumentKey, documentText } from '../messages/document-text';
import type { Language } from '../shared/language';
import { productName } from '../shared/product';
import type { IncidentKind } from './incident-report';
import { incidentKindWord, incidentTimeText } from './incident-words';

export type IncidentNoticeInput = {
  childName: string;
  centreName: string;
  kind: IncidentKind;
  occurredAt: Date | string;
  place: string;
  /** The report in the parent's app. */
  link: string;
};

export type IncidentNotice = { title: string; text: string; shortText: string; link: string };

/**
 * What the parents are told (decision 124): at once when a report is filed (`filed`), then each
 * morning while no parent has acknowledged it (`reminder`), in the reader's language. The words
 * say what kind of report it is and when, never the injury: a push shows on a locked screen.
 */
export function incidentNotice(
  input: IncidentNoticeInput,
  occasion: 'filed' | 'reminder',
  language: Language,
): IncidentNotice {
  const say = (key: DocumentKey) =>
    documentText(key, language, {
      product: productName,
      link: input.link,
      child: input.childName,
      centre: input.centreName,
      kind: incidentKindWord(input.kind, language),
      when: incidentTimeText(input.occurredAt),
      place: input.place,
    });
  const [title, line] =
    occasion === 'filed'
      ? [say('incidentNoticeTitle'), say('incidentNoticeText')]
      : [say('incidentReminderTitle'), say('incidentReminderText')];
  return {
    title,
    text: [line, '', say('incidentNoticeOpen'), '', say('incidentNoticeFooter')].join('\n'),
    shortText: line,
    link: input.link,
  };
}

/** A report in the parent's app. */
export const incidentLink = (publicUrl: string, incidentId: string) =>
  `${publicUrl}/parent/incidents/${encodeURIComponent(incidentId)}`;
