import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type StepActionsProps = {
  onPrevious?: (() => void) | undefined;
  /** The submit button's words and icon; 'Next' by default. */
  submit?: ReactNode;
  submitDisabled?: boolean;
};

/** Previous and Next (or Submit) under each step, big enough for a thumb. */
export function StepActions({ onPrevious, submit, submitDisabled = false }: StepActionsProps) {
  const { t } = useTranslation('registration');
  return (
    <div className="grid grid-cols-2 gap-3 pt-2">
      {onPrevious ? (
        <Button variant="outline" size="lg" onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          {t('wizard.previous')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="lg" disabled={submitDisabled}>
        {submit ?? (
          <>
            {t('wizard.next')}
            <ChevronRight aria-hidden="true" />
          </>
        )}
      </Button>
    </div>
  );
}
