import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { isActivityMissing } from '../api/get-activity';

/** One activity on its way: a spinner while it loads, 'Activity not found' or the failure after. */
export function ActivityLoading({
  activity,
}: {
  activity: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
}) {
  if (activity.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-8" label="Loading activity" />
      </div>
    );
  }
  if (activity.isError) {
    return (
      <p role="alert" className="py-10 text-center text-sm text-zinc-600">
        {isActivityMissing(activity.error) ? 'Activity not found' : getErrorMessage(activity.error)}
      </p>
    );
  }
  return null;
}
