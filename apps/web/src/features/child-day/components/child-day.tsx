import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CareDayView } from '@/components/care-timeline';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/time';
import { useChildDay } from '../api/get-child-day';
import { useLiveChildDay } from '../api/use-live-child-day';
import { CareReminders } from './care-reminders';

/**
 * The child's page's 'Today at the centre' (issue 44): 'please bring' reminders first, then the
 * day as a timeline (check-in, care entries, check-out) in Kuala Lumpur time, live while open.
 */
export function ChildDay({ childId }: { childId: string }) {
  const { t } = useTranslation('care');
  const id = useId();
  const day = useChildDay(childId);
  useLiveChildDay(childId);
  return (
    <Card className="grid min-w-0 gap-4 p-4" aria-labelledby={id} role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="text-lg font-semibold text-zinc-900">
          {t('parent.heading')}
        </h2>
        <p className="text-sm text-zinc-600">{formatDate(day.data?.day ?? new Date())}</p>
      </div>
      {day.data ? <CareReminders childId={childId} entries={day.data.entries} /> : null}
      <CareDayView day={day} />
    </Card>
  );
}
