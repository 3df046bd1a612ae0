import { type BillingSettings, billingMessages, billingSettingsSchema } from '@cic/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalMessage } from '@/components/refusal-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { useSaveBillingSettings } from '../api/billing-settings';
import { readReminderDays, reminderDaysText } from '../lib/reminder-days';
import { useBillingForm } from './use-billing-form';

type SettingsField = 'runDay' | 'issueWhenDrafted' | 'reminderDays';

/** The form's field a body's path or the server's `field` names ('reminderDays.2' is the reminder days). */
function settingsFieldOf(path: PropertyKey | undefined): SettingsField | null {
  const name = String(path ?? '').split('.')[0];
  return name === 'runDay' || name === 'issueWhenDrafted' || name === 'reminderDays' ? name : null;
}

const runDays = Array.from({ length: 28 }, (_, index) => index + 1);

/** The reminders as a sentence: '3 days before the due date, on the due date, 7 days after it'. */
function useReminderWords() {
  const { t } = useTranslation('billing');
  return (days: readonly number[]) =>
    days.length === 0
      ? t('settings.reminders.none')
      : days
          .map((day) => {
            if (day < 0) return t('settings.reminders.before', { count: -day });
            if (day === 0) return t('settings.reminders.onDueDate');
            return t('settings.reminders.after', { count: day });
          })
          .join(', ');
}

/**
 * The office's billing settings: the day of the month the run drafts the month, whether drafts are
 * issued on their own, and the days from the due date reminders go. One Save for all three.
 */
export function SettingsForm({ settings }: { settings: BillingSettings }) {
  const { t } = useTranslation('billing');
  const save = useSaveBillingSettings();
  const switchId = useId();
  const [issue, setIssue] = useState(settings.issueWhenDrafted);
  const form = useBillingForm(
    { runDay: String(settings.runDay), reminderDays: reminderDaysText(settings.reminderDays) },
    settingsFieldOf,
  );
  const { values, errors } = form;
  const reminderWords = useReminderWords();
  const typed = readReminderDays(values.reminderDays);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.kind === 'problem') {
      form.showProblems({
        reminderDays:
          typed.problem === 'format' ? t('settings.reminderFormat') : billingMessages.reminderDays,
      });
      return;
    }
    const parsed = billingSettingsSchema.safeParse({
      runDay: Number(values.runDay),
      issueWhenDrafted: issue,
      reminderDays: typed.days,
    });
    if (!parsed.success) {
      const found: Partial<Record<SettingsField, string>> = {};
      for (const problem of parsed.error.issues) {
        const field = settingsFieldOf(problem.path[0]);
        if (field && !found[field]) found[field] = problem.message;
      }
      form.showProblems(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ title: t('settings.saved') });
        form.reset({ runDay: String(saved.runDay), reminderDays: reminderDaysText(saved.reminderDays) });
        setIssue(saved.issueWhenDrafted);
      },
      onError: form.refused,
    });
  };

  return (
    <Card className="p-5">
      <form noValidate onSubmit={submit} className="grid gap-6">
        <div ref={form.fields} className="grid gap-6">
          <FormField label={t('settings.runDay')} hint={t('settings.runDayHint')} error={errors.runDay}>
            <NativeSelect
              className="w-28"
              value={values.runDay}
              onChange={(event) => form.change({ runDay: event.target.value })}
            >
              {runDays.map((day) => (
                <option key={day} value={String(day)}>
                  {day}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex items-center justify-between gap-6">
            <div className="grid gap-1">
              <Label htmlFor={switchId}>{t('settings.issueWhenDrafted')}</Label>
              <p id={`${switchId}-description`} className="text-sm text-zinc-600">
                {t('settings.issueWhenDraftedHint')}
              </p>
            </div>
            <Switch
              id={switchId}
              aria-describedby={`${switchId}-description`}
              checked={issue}
              onCheckedChange={setIssue}
            />
          </div>
          <FormField
            label={t('settings.reminderDays')}
            hint={
              <>
                {t('settings.reminderDaysHint')}{' '}
                {typed.kind === 'days' ? (
                  <span className="font-medium text-zinc-700">
                    {t('settings.remindersRead', { reminders: reminderWords(typed.days) })}
                  </span>
                ) : null}
              </>
            }
            error={errors.reminderDays}
          >
            <Input
              autoComplete="off"
              className="max-w-xs"
              value={values.reminderDays}
              onChange={(event) => form.change({ reminderDays: event.target.value })}
            />
          </FormField>
          <RefusalMessage refusal={form.refusal} />
        </div>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
