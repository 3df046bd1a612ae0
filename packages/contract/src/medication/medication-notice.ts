import { type DocumentKey, documentText } from '../messages/document-text';
import type { Language } from '../shared/language';
import { productName } from '../shared/product';

export type DoseOverdueInput = {
  childName: string;
  medicineName: string;
  dose: string;
  /** 'HH:mm', Kuala Lumpur. */
  slot: string;
  /** `yyyy-MM-dd`, Kuala Lumpur. */
  day: string;
  link: string;
};

/** The head of centre's alert of a dose not recorded 30 minutes after its time (decision 126). */
export function doseOverdueNotice(input: DoseOverdueInput, language: Language) {
  const [year, month, date] = input.day.split('-');
  const say = (key: DocumentKey) =>
    documentText(key, language, {
      product: productName,
      link: input.link,
      child: input.childName,
      medicine: input.medicineName,
      dose: input.dose,
      time: input.slot,
      day: `${date}/${month}/${year}`,
    });
  const text = say('medicationOverdueText');
  return {
    title: say('medicationOverdueTitle'),
    text: [text, '', say('medicationOverdueOpen')].join('\n'),
    shortText: text,
    link: input.link,
  };
}
