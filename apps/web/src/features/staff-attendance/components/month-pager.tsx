import { useTranslation } from 'react-i18next';
import { MonthStepButton } from '@/components/month-step-button';
import { startOfMonth } from '@/lib/calendar-day';
import { formatMonth } from '@/lib/time';

const monthAfter = (month: string, count: number) => startOfMonth(`${month}-01`, count).slice(0, 7);

/** The shown month ('yyyy-MM') between 'Previous month' and 'Next month'; no month after `max`. */
export function MonthPager({
  month,
  max,
  onChange,
}: {
  month: string;
  max: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation('timesheets');
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t('timesheet.month')}</legend>
      <MonthStepButton
        step="previous"
        variant="outline"
        size="icon"
        onClick={() => onChange(monthAfter(month, -1))}
      />
      <p aria-live="polite" className="min-w-36 text-center font-semibold text-zinc-900">
        {formatMonth(month)}
      </p>
      <MonthStepButton
        step="next"
        variant="outline"
        size="icon"
        disabled={month >= max}
        onClick={() => onChange(monthAfter(month, 1))}
      />
    </fieldset>
  );
}
