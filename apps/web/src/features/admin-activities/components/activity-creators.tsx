import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { splitCreators } from '../lib/activity-day';

/** 'Created By': the first 2 authors, then '+N more' opening the 'Activity Creators' popup with every name. */
export function ActivityCreators({ centreName, names }: { centreName: string; names: readonly string[] }) {
  const { t } = useTranslation('admin-activities');
  const { first, more } = splitCreators(names);
  if (names.length === 0) return <span className="text-zinc-400">-</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <span>{first.join(', ')}</span>
      {more > 0 ? (
        <DialogFrame
          title={t('creators.title')}
          description={centreName}
          trigger={
            <Button variant="link" size="sm" className="h-auto p-0">
              {t('creators.more', { number: more })}
            </Button>
          }
        >
          <ul className="grid gap-1 text-sm text-zinc-800">
            {names.map((name) => (
              <li key={name} className="rounded-md bg-zinc-50 px-3 py-2">
                {name}
              </li>
            ))}
          </ul>
        </DialogFrame>
      ) : null}
    </span>
  );
}
