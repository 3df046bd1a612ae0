import type { CareDetails } from '@cic/contract';
import type { TFunction } from 'i18next';
import { formatTime } from './time';

/**
 * What a care entry says, in the reader's language (the `care` catalogue): the line shown on a
 * timeline, e.g. 'Lunch: ate some' or 'Slept 12:30 PM – 02:05 PM'. Free text stays as written.
 */
export function careEntryText(details: CareDetails, t: TFunction<'care'>): string {
  switch (details.kind) {
    case 'MEAL':
      return t('care:text.meal', {
        meal: t(`care:meals.${details.meal}`),
        amount: t(`care:amounts.${details.amount}`).toLowerCase(),
      });
    case 'NAP':
      return details.end
        ? t('care:text.nap', { start: formatTime(details.start), end: formatTime(details.end) })
        : t('care:text.napOngoing', { start: formatTime(details.start) });
    case 'TOILET':
      return `${t(`care:toilets.${details.toilet}`)} · ${formatTime(details.at)}`;
    case 'MOOD':
      return t(`care:moods.${details.mood}`);
    case 'REMINDER':
      return t('care:text.reminder', { item: careReminderItem(details, t) });
    case 'NOTE':
      return details.text;
  }
}

/** A reminder's thing to bring: its words for 'something else', the item's name otherwise. */
export function careReminderItem(
  details: Extract<CareDetails, { kind: 'REMINDER' }>,
  t: TFunction<'care'>,
): string {
  return details.item === 'OTHER' && details.text
    ? details.text
    : t(`care:items.${details.item}`).toLowerCase();
}

/** A meal's or a mood's own remark, shown under its line. */
export function careEntryRemark(details: CareDetails): string | undefined {
  return details.kind === 'MEAL' || details.kind === 'MOOD' ? details.note : undefined;
}
