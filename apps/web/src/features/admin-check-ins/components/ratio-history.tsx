import { addCalendarDays } from '@cic/contract/shared/calendar-date';
import { readDateEntry, typedDateOf } from '@cic/contract/shared/typed-date';
import { History } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { InlineLoadError } from '@/components/inline-load-error';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Refreshing } from '@/components/refreshing';
import { Button } from '@/components/ui/button';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { refusedField } from '@/lib/refused-field';
import { type RatioHistoryPeriod, useRatioHistory } from '../api/get-ratio-history';
import { RatioHistoryTable } from './ratio-history-table';

const periodFields = ['from', 'to'] as const;
type PeriodTexts = Record<(typeof periodFields)[number], string>;

/** The 30 days to today, today included: the history's first period. */
const lastThirtyDays = (today: string): RatioHistoryPeriod => ({
  from: addCalendarDays(today, -29),
  to: today,
});

/**
 * Head office's look back at one centre (issue 45): minutes out of ratio per day over a period
 * typed dd/MM/yyyy, newest first. The server judges the period (the last day not before the
 * first, at most 366 days): its refusal shows under the field it names, which takes focus.
 */
export function RatioHistory({ centerId, today }: { centerId: string; today: string }) {
  const { t } = useTranslation('ratios');
  const id = useId();
  const [period, setPeriod] = useState(() => lastThirtyDays(today));
  const [texts, setTexts] = useState<PeriodTexts>(() => ({
    from: typedDateOf(period.from),
    to: typedDateOf(period.to),
  }));
  const [problems, setProblems] = useState<Partial<PeriodTexts>>({});
  const history = useRatioHistory(centerId, period);
  const refused = refusedField(history.error, periodFields);
  const fields = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useFocusAfter();

  // A refusal arrives after the period was sent: focus goes to the field it names.
  const refusedAt = refused ? history.errorUpdatedAt : 0;
  useEffect(() => {
    if (refusedAt) focusAfter(() => firstInvalidField(fields.current));
  }, [refusedAt, focusAfter]);

  const errorOf = (field: keyof PeriodTexts) =>
    problems[field] ?? (refused?.field === field ? refused.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = { required: t('history.dayRequired') };
    const from = readDateEntry(texts.from, required);
    const to = readDateEntry(texts.to, required);
    if (!from.day || !to.day) {
      setProblems({ from: from.problem ?? undefined, to: to.problem ?? undefined });
      focusAfter(() => firstInvalidField(fields.current));
      return;
    }
    setProblems({});
    if (from.day === period.from && to.day === period.to) void history.refetch();
    else setPeriod({ from: from.day, to: to.day });
  };

  const days = history.data?.filter((day) => day.outOfRatioMinutes > 0);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border border-zinc-200 bg-white p-3"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold text-zinc-900">
          <History aria-hidden="true" className="size-4 text-brand-600" />
          {t('history.title')}
        </h2>
        <p className="text-sm text-zinc-600">{t('history.description')}</p>
      </div>
      <form noValidate onSubmit={submit}>
        <fieldset ref={fields} className="flex flex-wrap items-start gap-3">
          <legend className="sr-only">{t('history.period')}</legend>
          {periodFields.map((field) => (
            <DateField
              key={field}
              label={t(`history.${field}`)}
              value={texts[field]}
              onChange={(text) => setTexts((current) => ({ ...current, [field]: text }))}
              error={errorOf(field)}
            />
          ))}
          <Button type="submit" variant="outline" className="mt-6">
            {t('history.show')}
          </Button>
        </fieldset>
      </form>
      {days ? (
        <Refreshing busy={history.isPlaceholderData}>
          <RatioHistoryTable days={days} period={period} />
        </Refreshing>
      ) : history.isPending ? (
        <LoadingBlocks label={t('history.loading')} blocks={['h-24']} className="" />
      ) : history.isError && !refused ? (
        <InlineLoadError error={history.error} onRetry={history.refetch} />
      ) : null}
    </section>
  );
}
