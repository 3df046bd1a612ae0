import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';

/** Today's medicines at the centre, in a dialog over the check-in list. */
export function MedicationTodayDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('medication');
  return (
    <DialogFrame
      title={t('today.title')}
      description={t('today.description')}
      onClose={onClose}
      footer={
        <Button type="button" variant="outline" onClick={onClose}>
          {t('today.close')}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
