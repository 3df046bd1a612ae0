import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { isActivityMissing } from '../api/get-activity';

/** One activity on its way: a spinner while it loads, 'Activity not found' or the failure after. */
export function ActivityLoading({
  activity,
}: {
  activity: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
}) {
  const { t } = useTranslation('teacher');
  if (activity.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-8" label={t('activities.loading')} />
      </div>
    );
  }
  if (activity.isError) {
    return (
      <p role="alert" className="py-10 text-center text-sm text-zinc-600">
        {isActivityMissing(activity.error) ? t('activities.notFound') : getErrorMessage(activity.error)}
      </p>
    );
  }
  return null;
}
