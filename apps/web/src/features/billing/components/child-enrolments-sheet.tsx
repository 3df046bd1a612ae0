import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Sheet } from '@/components/ui/sheet';
import { useChildEnrolments } from '../api/child-enrolments';
import { ChildEnrolmentsPanel } from './child-enrolments-panel';

type ChildEnrolmentsSheetProps = {
  /** The child shown; null keeps the sheet closed. */
  childId: string | null;
  onClose: () => void;
};

/** A child's enrolments beside the Enrolments list: its periods, a package change and a withdrawal. */
export function ChildEnrolmentsSheet({ childId, onClose }: ChildEnrolmentsSheetProps) {
  const { t } = useTranslation('billing');
  const enrolments = useChildEnrolments(childId);
  const data = enrolments.data;
  return (
    <Sheet
      open={childId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? data.child.name : t('child.title')}
      description={data ? t('child.description', { center: data.centre.name }) : undefined}
    >
      {enrolments.isPending ? <DetailSkeleton /> : null}
      {enrolments.isError ? <DetailError error={enrolments.error} notFound={t('child.notFound')} /> : null}
      {data ? <ChildEnrolmentsPanel enrolments={data} /> : null}
    </Sheet>
  );
}
