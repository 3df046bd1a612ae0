import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useCheckInDetail } from '@/lib/check-in-detail';
import { formatDateTime } from '@/lib/time';

type CheckInDetailDialogProps = {
  /** The check-in or check-out to show; null while the caller is still finding it. */
  checkInId: string | null;
  /** Open while `checkInId` is being found; by default the dialog is open when it has one. */
  open?: boolean;
  /** The caller could not find the check-in: the error text shows. */
  lookupFailed?: boolean;
  title: string;
  /** A photo link the caller already has (shown at once); otherwise the detail's own link. */
  photoUrl?: string;
  /** Replaces the server's message when the detail cannot be loaded. */
  errorText?: string;
  onClose: () => void;
};

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-zinc-500">{term}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

/** One check-in or check-out from GET /admin/checkin/{id}: its photo and every detail it records. */
export function CheckInDetailDialog({
  checkInId,
  open = checkInId !== null,
  lookupFailed = false,
  title,
  photoUrl,
  errorText,
  onClose,
}: CheckInDetailDialogProps) {
  const { t } = useTranslation('common');
  const detail = useCheckInDetail(checkInId);
  const data = detail.data;
  const url = photoUrl ?? data?.imageUrl ?? undefined;
  const failed = lookupFailed || detail.isError;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      className="max-w-2xl"
      title={title}
      description={
        data
          ? t('checkIn.recordedBy', { time: formatDateTime(data.time), name: data.manager.name })
          : t('checkIn.details')
      }
      footer={
        open && url ? (
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('checkIn.openFullSize')}
            </a>
          </Button>
        ) : null
      }
    >
      {open && url ? (
        <img
          src={url}
          alt={
            data
              ? t('checkIn.photoOf', {
                  name: data.child.name,
                  status: t(`checkIn.status.${data.status}`).toLowerCase(),
                })
              : title
          }
          className="max-h-[60dvh] w-full rounded-lg bg-zinc-100 object-contain"
        />
      ) : null}
      {open && !failed && !data ? <Skeleton className="h-12" /> : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText ?? getErrorMessage(detail.error)}
        </p>
      ) : null}
      {data ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <Row term={t('checkIn.child')}>{data.child.name}</Row>
          <Row term={t('checkIn.centre')}>{data.center.name}</Row>
          <Row term={t('checkIn.statusTerm')}>{t(`checkIn.status.${data.status}`)}</Row>
          {data.sentLater ? (
            <Row term={t('admin:students.received')}>
              {t('admin:students.sentLaterAt', { time: formatDateTime(data.receivedAt) })}
            </Row>
          ) : null}
          {data.recordedAfterwards ? (
            <Row term={t('admin:students.received')}>
              {t('admin:students.recordedAfterwardsAt', { time: formatDateTime(data.receivedAt) })}
            </Row>
          ) : null}
          <Row term={t('checkIn.temperature')}>
            {data.temperature === null ? '-' : `${data.temperature}°C`}
          </Row>
          <Row term={t('checkIn.package')}>{data.schoolPackage?.name ?? '-'}</Row>
          <Row term={t('checkIn.note')}>{data.note || '-'}</Row>
        </dl>
      ) : null}
    </DialogFrame>
  );
}
