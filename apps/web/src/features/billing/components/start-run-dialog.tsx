import { startBillingRunBodySchema } from '@cic/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { formatMonth } from '@/lib/time';
import { useStartRun } from '../api/start-run';
import { currentMonth } from '../lib/billing-months';
import { BillingFormDialog } from './billing-form-dialog';
import { useBillingForm } from './use-billing-form';

const runFieldOf = (path: PropertyKey | undefined) => (path === 'month' ? 'month' : null);

type StartRunDialogProps = {
  onClose: () => void;
  /** The run is queued: its page follows it. */
  onStarted: (runId: string) => void;
};

/**
 * 'Bill a month': the month (this one by default) and whether its invoices are issued as soon as
 * they are drafted. A month billed before drafts only what is missing; nothing is billed twice.
 */
export function StartRunDialog({ onClose, onStarted }: StartRunDialogProps) {
  const { t } = useTranslation('billing');
  const start = useStartRun();
  const issueId = useId();
  const form = useBillingForm({ month: currentMonth(), issue: '' }, runFieldOf);
  const { values, errors } = form;

  const submit = () => {
    const parsed = startBillingRunBodySchema.safeParse({
      month: values.month,
      issueWhenDrafted: values.issue === 'true',
    });
    if (!parsed.success) {
      form.showProblems({ month: parsed.error.issues[0]?.message });
      return;
    }
    start.mutate(parsed.data, {
      onSuccess: ({ id }) => {
        toast({ title: t('runs.start.done', { month: formatMonth(parsed.data.month) }) });
        onStarted(id);
      },
      onError: form.refused,
    });
  };

  return (
    <BillingFormDialog
      form={form}
      busy={start.isPending}
      onClose={onClose}
      title={t('runs.start.title')}
      description={t('runs.start.description')}
      onSubmit={submit}
      submit={t('runs.start.submit')}
      saving={t('runs.start.starting')}
    >
      <FormField label={t('runs.start.month')} error={errors.month}>
        <Input
          type="month"
          className="w-48"
          placeholder={t('fees.form.monthPlaceholder')}
          value={values.month}
          onChange={(event) => form.change({ month: event.target.value })}
        />
      </FormField>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Checkbox
            id={issueId}
            aria-describedby={`${issueId}-hint`}
            checked={values.issue === 'true'}
            onCheckedChange={(checked) => form.change({ issue: checked === true ? 'true' : '' })}
          />
          <Label htmlFor={issueId}>{t('runs.start.issue')}</Label>
        </div>
        <p id={`${issueId}-hint`} className="pl-7 text-xs text-zinc-500">
          {t('runs.start.issueHint')}
        </p>
      </div>
    </BillingFormDialog>
  );
}
