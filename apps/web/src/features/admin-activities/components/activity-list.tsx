import type { Activity, ActivityStatusFilter, CentreActivityView } from '@cic/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast, toastError } from '@/components/ui/use-toast';
import { type ArchiveAction, useChangeActivityArchive } from '../api/archive-activity';
import { ActivityCard } from './activity-card';

const statusTabs: { value: ActivityStatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'DRAFT', label: 'Drafts' },
  { value: 'ARCHIVED', label: 'Archived' },
];

type ActivityListProps = {
  centerId: string;
  view: CentreActivityView | undefined;
  status: ActivityStatusFilter;
  onStatusChange: (status: ActivityStatusFilter) => void;
};

const confirmText: Record<ArchiveAction, { title: string; description: string; label: string }> = {
  archive: {
    title: 'Archive this activity?',
    description: 'Parents and the center’s teachers no longer see it. You can unarchive it later.',
    label: 'Archive',
  },
  unarchive: {
    title: 'Unarchive this activity?',
    description: 'It is published again: the parents it is meant for see it in their feed.',
    label: 'Unarchive',
  },
};

/** The Activities tab: All / Published / Drafts / Archived with counts, the cards, archive and unarchive. */
export function ActivityList({ centerId, view, status, onStatusChange }: ActivityListProps) {
  const change = useChangeActivityArchive(centerId);
  const [pending, setPending] = useState<{ activity: Activity; action: ArchiveAction } | null>(null);
  const text = pending ? confirmText[pending.action] : null;

  return (
    <div className="grid gap-4">
      <Tabs value={status} onValueChange={(value) => onStatusChange(value as ActivityStatusFilter)}>
        <div className="-mx-1 overflow-x-auto px-1">
          <TabsList aria-label="Activity status">
            {statusTabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
                <span className="rounded-full bg-zinc-200 px-1.5 text-xs text-zinc-700 tabular-nums">
                  {view ? view.counts[tab.value] : '-'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
      </Tabs>

      {!view ? (
        <div role="status" aria-busy="true" className="grid gap-3 md:grid-cols-2">
          <span className="sr-only">Loading activities</span>
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : view.activities.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-8 text-center text-sm text-zinc-500">
          No activities found
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
        title={text?.title ?? ''}
        description={pending ? `“${pending.activity.title}”: ${text?.description ?? ''}` : ''}
        confirmLabel={text?.label ?? ''}
        pending={change.isPending}
        pendingLabel={pending?.action === 'unarchive' ? 'Unarchiving...' : 'Archiving...'}
        cancelDisabled={change.isPending}
        onConfirm={() => {
          if (!pending) return;
          change.mutate(
            { activityId: pending.activity.id, action: pending.action },
            {
              onSuccess: () => {
                toast({ title: pending.action === 'archive' ? 'Activity archived' : 'Activity unarchived' });
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
