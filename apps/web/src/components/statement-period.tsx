import { statementMessages } from '@cic/contract/billing/statement';
import { useTranslation } from 'react-i18next';
import { DayFilter } from './day-filter';

/** A statement's first and last day, 'yyyy-MM-dd' (Kuala Lumpur days). */
export type StatementPeriod = { from: string; to: string };

/** This Kuala Lumpur year so far: the statement's period until another is chosen, as the API's default. */
export function thisYearSoFar(today: string): StatementPeriod {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

type StatementPeriodFieldsProps = {
  period: StatementPeriod;
  onChange: (period: StatementPeriod) => void;
};

/** The statement's period: its first and last day, the first never after the last. */
export function StatementPeriodFields({ period, onChange }: StatementPeriodFieldsProps) {
  const { t } = useTranslation('payments');
  const required = t('statement.dayRequired');
  return (
    <fieldset className="flex flex-wrap items-start gap-3">
      <legend className="sr-only">{t('statement.period')}</legend>
      <DayFilter
        label={t('statement.from')}
        value={period.from}
        rules={{ required, max: { day: period.to, message: statementMessages.period } }}
        onChange={(from) => from && onChange({ ...period, from })}
      />
      <DayFilter
        label={t('statement.to')}
        value={period.to}
        rules={{ required, min: { day: period.from, message: statementMessages.period } }}
        onChange={(to) => to && onChange({ ...period, to })}
      />
    </fieldset>
  );
}
