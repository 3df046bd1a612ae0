import { kualaLumpurClockTime } from '../check-ins/closing-time';
import { type DocumentKey, documentText, documentWords } from '../messages/document-text';
import type { Language } from '../shared/language';
import { productName } from '../shared/product';
import type { CareDetails, CareMeal, CareMealAmount, CareReminderItem } from './care-entry';

const mealWord = documentWords<CareMeal>({
  BREAKFAST: 'careMealBreakfast',
  LUNCH: 'careMealLunch',
  SNACK: 'careMealSnack',
});
const amountWord = documentWords<CareMealAmount>({
  ALL: 'careAmountAll',
  MOST: 'careAmountMost',
  SOME: 'careAmountSome',
  NONE: 'careAmountNone',
});
const reminderWord = documentWords<Exclude<CareReminderItem, 'OTHER'>>({
  DIAPERS: 'careReminderDiapers',
  CLOTHES: 'careReminderClothes',
  WIPES: 'careReminderWipes',
});

export type CareSummaryInput = {
  childName: string;
  centreName: string;
  /** The day's entries still on the timeline, in time order. */
  entries: readonly { details: CareDetails; doneAt: Date | string | null }[];
  /** The child's day in the parent's app. */
  link: string;
};

export type CareSummaryNotice = { title: string; text: string; shortText: string; link: string };

/**
 * The end-of-day summary of one child's care log (issue 44, decision 118) in the parent's
 * language: how many entries, the meals, the naps, toilet visits and what to bring tomorrow.
 */
export function careSummaryNotice(input: CareSummaryInput, language: Language): CareSummaryNotice {
  const say = (key: DocumentKey, params: Record<string, string | number> = {}) =>
    documentText(key, language, { product: productName, link: input.link, ...params });
  const details = input.entries.map((entry) => entry.details);
  const meals = details.flatMap((entry) =>
    entry.kind === 'MEAL' ? [`${mealWord(entry.meal, language)} ${amountWord(entry.amount, language)}`] : [],
  );
  const naps = details.flatMap((entry) => {
    if (entry.kind !== 'NAP') return [];
    const start = kualaLumpurClockTime(new Date(entry.start));
    return [
      entry.end
        ? `${start}–${kualaLumpurClockTime(new Date(entry.end))}`
        : say('careSummaryNapAsleep', { start }),
    ];
  });
  const toilet = details.filter((entry) => entry.kind === 'TOILET').length;
  const reminders = input.entries.flatMap(({ details: entry, doneAt }) => {
    if (entry.kind !== 'REMINDER' || doneAt) return [];
    return [entry.item === 'OTHER' ? (entry.text ?? '') : reminderWord(entry.item, language)];
  });
  const lines = [
    say('careSummaryEntries', { count: details.length }),
    ...(meals.length > 0 ? [say('careSummaryMeals', { meals: meals.join(', ') })] : []),
    ...(naps.length > 0 ? [say('careSummaryNaps', { naps: naps.join(', ') })] : []),
    ...(toilet > 0 ? [say('careSummaryToilet', { count: toilet })] : []),
    ...(reminders.length > 0 ? [say('careSummaryReminders', { items: reminders.join(', ') })] : []),
  ];
  return {
    title: say('careSummaryTitle', { child: input.childName, centre: input.centreName }),
    text: [...lines, '', say('careSummaryOpen'), '', say('careSummaryFooter')].join('\n'),
    shortText: lines.join(' · '),
    link: input.link,
  };
}

/** A child's day in the parent's app: the child's page, which opens with today at the centre. */
export const careDayLink = (publicUrl: string, childId: string) =>
  `${publicUrl}/parent/children/${encodeURIComponent(childId)}/check-in`;
