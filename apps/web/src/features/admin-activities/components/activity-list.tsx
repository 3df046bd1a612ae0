import type { Activity, ActivityStatusFilter, CentreActivityView } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast, toastError } from '@/components/ui/use-toast';
import { type ArchiveAction, useChangeActivityArchive } from '../api/archive-activity';
import { ActivityCard } from './activity-card';

const statusTabs: readonly ActivityStatusFilter[] = ['ALL', 'PUBLISHED', 'DRAFT', 'ARCHIVED'];

type ActivityListProps = {
  centerId: string;
  view: CentreActivityView | undefined;
  status: ActivityStatusFilter;
  onStatusChange: (status: ActivityStatusFilter) => void;
};

/** The Activities tab: All / Published / Drafts / Archived with counts, the cards, archive and unarchive. */
export function ActivityList({ centerId, view, status, onStatusChange }: ActivityListProps) {
  const change = useChangeActivityArchive(centerId);
  const [pending, setPending] = useState<{ activity: Activity; action: ArchiveAction } | null>(null);
  const { t } = useTranslation('admin-activities');
  // The confirmation's words, 'confirm.archive.title' and so on; none while it is closed.
  const text = (part: string) => (pending ? t(`confirm.${pending.action}.${part}`) : '');

  return (
    <div className="grid gap-4">
      <Tabs value={status} onValueChange={(value) => onStatusChange(value as ActivityStatusFilter)}>
        <div className="-mx-1 overflow-x-auto px-1">
          <TabsList aria-label={t('tabs.label')}>
            {statusTabs.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`tabs.${tab}`)}
                <span className="rounded-full bg-zinc-200 px-1.5 text-xs text-zinc-700 tabular-nums">
                  {view ? view.counts[tab] : '-'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
      </Tabs>

      {!view ? (
        <LoadingBlocks
          label={t('activities.loading')}
          blocks={['h-64', 'h-64']}
          className="grid gap-3 md:grid-cols-2"
        />
      ) : view.activities.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-8 text-center text-sm text-zinc-500">
          {t('activities.empty')}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {view.activities.map((activity) => (
            <ActivityCard
              key={activity.id}
              activity={activity}
              onArchiveAction={(item, action) => setPending({ activity: item, action })}
            />
          ))}
        </div>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !change.isPending) setPending(null);
        }}
        title={text('title')}
        description={
          pending ? t(`confirm.${pending.action}.description`, { title: pending.activity.title }) : ''
        }
        confirmLabel={text('confirm')}
        pending={change.isPending}
        pendingLabel={text('pending')}
        cancelDisabled={change.isPending}
        onConfirm={() => {
          if (!pending) return;
          change.mutate(
            { activityId: pending.activity.id, action: pending.action },
            {
              onSuccess: () => {
                toast({ title: t(`confirm.${pending.action}.done`) });
                setPending(null);
              },
              onError: (error) => toastError(error),
            },
          );
        }}
      />
    </div>
  );
}
