import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

type MonthStepButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & { step: 'previous' | 'next' };

/** A calendar's 'Previous month' or 'Next month' button: its chevron, named for screen readers. */
export function MonthStepButton({ step, ...button }: MonthStepButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button aria-label={step === 'previous' ? t('dates.previousMonth') : t('dates.nextMonth')} {...button}>
      {step === 'previous' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
    </Button>
  );
}
