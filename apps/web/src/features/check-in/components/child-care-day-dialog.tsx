import type { CareEntry, CentreStudent } from '@cic/contract';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CareDayView } from '@/components/care-timeline';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { formatDate, formatTime } from '@/lib/time';
import { useChildCareDay } from '../api/get-child-care-day';
import { CareCorrectionDialog } from './care-correction-dialog';

/** A child's day for the teacher (issue 44): check-ins and care entries, each entry correctable. */
export function ChildCareDayDialog({ student, onClose }: { student: CentreStudent; onClose: () => void }) {
  const { t } = useTranslation('care');
  const day = useChildCareDay(student.ID_STUDENT);
  const [correcting, setCorrecting] = useState<CareEntry | null>(null);
  return (
    <DialogFrame
      onClose={onClose}
      title={t('day.title', { name: student.studentName })}
      description={t('day.today', { date: formatDate(new Date()) })}
      className="max-w-lg"
    >
      <CareDayView
        day={day}
        action={(entry) => (
          <Button
            size="sm"
            variant="outline"
            className="justify-self-start"
            aria-label={t('day.correctOf', {
              what: t(`kinds.${entry.details.kind}`),
              time: formatTime(entry.occurredAt),
            })}
            onClick={() => setCorrecting(entry)}
          >
            <PencilLine aria-hidden="true" />
            {t('day.correct')}
          </Button>
        )}
      />
      {correcting ? <CareCorrectionDialog entry={correcting} onClose={() => setCorrecting(null)} /> : null}
    </DialogFrame>
  );
}
