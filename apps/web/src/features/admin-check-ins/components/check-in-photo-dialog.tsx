import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/time';
import { useCheckInDetail } from '../api/get-check-in-detail';

export type PhotoTarget = {
  checkInId: string;
  /** The signed photo link of the centre view, shown at once. */
  url: string;
  studentName: string;
  kind: 'In' | 'Out';
};

/** A check-in's photo with its details from GET /admin/checkin/{id}. */
export function CheckInPhotoDialog({ target, onClose }: { target: PhotoTarget | null; onClose: () => void }) {
  const detail = useCheckInDetail(target?.checkInId ?? null);
  const data = detail.data;
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      className="max-w-2xl"
      title={target ? `${target.studentName}: check-${target.kind === 'In' ? 'in' : 'out'} photo` : 'Photo'}
      description={
        data ? `${formatDateTime(data.time)} · recorded by ${data.manager.name}` : 'Check-in details'
      }
      footer={
        target ? (
          <Button asChild variant="outline">
            <a href={target.url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              Open full size
            </a>
          </Button>
        ) : null
      }
    >
      {target ? (
        <img
          src={target.url}
          alt={`${target.studentName}, check-${target.kind === 'In' ? 'in' : 'out'}`}
          className="max-h-[60dvh] w-full rounded-lg bg-zinc-100 object-contain"
        />
      ) : null}
      {detail.isPending && target ? <Skeleton className="h-12" /> : null}
      {detail.isError ? <p className="text-sm text-red-700">{getErrorMessage(detail.error)}</p> : null}
      {data ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-zinc-500">Temperature</dt>
          <dd>{data.temperature}°C</dd>
          <dt className="text-zinc-500">Package</dt>
          <dd>{data.schoolPackage?.name ?? '-'}</dd>
          <dt className="text-zinc-500">Note</dt>
          <dd className="break-words">{data.note || '-'}</dd>
        </dl>
      ) : null}
    </DialogFrame>
  );
}
