import {
  billingMessages,
  type ChildEnrolments,
  type DateRules,
  message,
  readDateEntry,
  withdrawalBodySchema,
} from '@cic/contract';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { RefusalMessage } from '@/components/refusal-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { formatDate } from '@/lib/time';
import { useChangeEnrolment } from '../api/child-enrolments';
import { periodsHeadingId } from './enrolment-periods';
import { SavedMessage } from './saved-message';
import { useBillingForm } from './use-billing-form';

const withdrawalFieldOf = (path: PropertyKey | undefined) => (path === 'endsOn' ? 'endsOn' : null);

/**
 * 'Record withdrawal': the last day the child is billed for, not before the current enrolment's
 * first day. Shown while the child's latest enrolment has no last day; otherwise it says the day.
 */
export function WithdrawalForm({ enrolments }: { enrolments: ChildEnrolments }) {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const change = useChangeEnrolment(enrolments.child.id);
  const focusAfter = useFocusAfter();
  const form = useBillingForm({ endsOn: '' }, withdrawalFieldOf);
  const latest = enrolments.periods[0];
  const rules: DateRules = {
    required: billingMessages.endsOn,
    ...(latest
      ? {
          min: {
            day: latest.startsOn,
            message: message('billing.endBeforeStart', { date: formatDate(latest.startsOn) }),
          },
        }
      : {}),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = readDateEntry(form.values.endsOn, rules);
    const parsed = withdrawalBodySchema.safeParse({ endsOn: day.day ?? '' });
    if (day.problem || !parsed.success) {
      form.showProblems({ endsOn: day.problem ?? billingMessages.endsOn });
      return;
    }
    change.mutate(
      { kind: 'withdraw', body: parsed.data },
      {
        onSuccess: () => {
          form.reset(undefined, t('child.withdraw.done', { date: formatDate(parsed.data.endsOn) }));
          // The form gives way to the last day: focus goes to the periods, which show it.
          focusAfter(() => document.getElementById(periodsHeadingId));
        },
        onError: form.refused,
      },
    );
  };

  let body: ReactNode;
  if (!latest) body = <p className="text-sm text-zinc-600">{t('child.withdraw.notEnrolled')}</p>;
  else if (latest.endsOn !== null) {
    body = (
      <p className="text-sm text-zinc-600">
        {t('child.withdraw.lastDay', { date: formatDate(latest.endsOn), name: latest.package.name })}
      </p>
    );
  } else {
    body = (
      <>
        <div ref={form.fields} className="grid grid-cols-1 gap-4">
          <DateField
            className="w-fit"
            label={t('child.withdraw.endsOn')}
            value={form.values.endsOn}
            onChange={(endsOn) => form.change({ endsOn })}
            rules={rules}
            error={form.errors.endsOn}
          />
          <RefusalMessage refusal={form.refusal} />
        </div>
        <div>
          <Button type="submit" variant="outline" className="text-red-700" disabled={change.isPending}>
            {change.isPending ? t('form.saving') : t('child.withdraw.submit')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card className="min-w-0 p-4">
      <form noValidate aria-labelledby={headingId} onSubmit={submit} className="grid grid-cols-1 gap-4">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-base font-semibold text-zinc-900">
            {t('child.withdraw.title')}
          </h3>
          <p className="text-sm text-zinc-600">{t('child.withdraw.description')}</p>
        </div>
        {body}
        <SavedMessage saved={form.saved} />
      </form>
    </Card>
  );
}
