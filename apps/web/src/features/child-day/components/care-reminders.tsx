import type { CareEntry } from '@cic/contract';
import { Check, ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { getErrorMessage } from '@/lib/api-client';
import { careReminderItem } from '@/lib/care-entry-text';
import { formatTime } from '@/lib/time';
import { useMarkReminderDone } from '../api/mark-reminder-done';

type Reminder = CareEntry & { details: { kind: 'REMINDER' } };

const isReminder = (entry: CareEntry): entry is Reminder => entry.details.kind === 'REMINDER';

/**
 * The day's 'please bring' reminders, above the timeline where a parent sees them first, each
 * marked done by the parent. The Done button goes once pressed: focus moves to the next one,
 * else to the heading, never to the page.
 */
export function CareReminders({ childId, entries }: { childId: string; entries: readonly CareEntry[] }) {
  const { t } = useTranslation('care');
  const id = useId();
  const markDone = useMarkReminderDone(childId);
  const focusAfter = useFocusAfter();
  const reminders = entries.filter(isReminder);
  if (reminders.length === 0) return null;
  const heading = () => document.getElementById(`${id}-heading`);
  const nextDone = () => document.getElementById(id)?.querySelector<HTMLButtonElement>('button[data-done]');

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="grid gap-2 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-amber-950">
        <ShoppingBag aria-hidden="true" className="size-5" />
        {t('parent.reminders')}
      </h3>
      <ul className="grid gap-2">
        {reminders.map((reminder) => {
          const item = careReminderItem(reminder.details, t);
          return (
            <li key={reminder.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 text-sm font-medium break-words text-zinc-900">
                {item}
                <span className="block text-xs font-normal text-zinc-600">
                  {reminder.doneAt
                    ? t('parent.doneAt', { time: formatTime(reminder.doneAt) })
                    : formatTime(reminder.occurredAt)}
                </span>
              </span>
              {reminder.doneAt ? (
                <Check aria-hidden="true" className="size-5 text-green-700" />
              ) : (
                <Button
                  size="sm"
                  data-done=""
                  aria-label={t('parent.markDone', { item })}
                  disabled={markDone.isPending}
                  onClick={() =>
                    markDone.mutate(reminder.id, { onSuccess: () => focusAfter(nextDone, heading) })
                  }
                >
                  <Check aria-hidden="true" />
                  {t('parent.done')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {markDone.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(markDone.error)}
        </p>
      ) : null}
    </section>
  );
}
