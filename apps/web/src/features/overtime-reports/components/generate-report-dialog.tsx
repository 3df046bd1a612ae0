import {
  type GenerateOvertimeReport,
  type generateOvertimeReportSchema,
  overtimeReportMessages,
  typedDateOf,
} from '@cic/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/components/ui/use-toast';
import { useLeaveConfirm } from '@/components/use-leave-confirm';
import { ApiError } from '@/lib/api-client';
import { withDateEntries } from '@/lib/date-entries';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { todayInKualaLumpur } from '@/lib/time';
import { useGenerateReport } from '../api/generate-report';
import { useReport } from '../api/get-report';
import { overtimeReportsKey } from '../api/reports-key';
import { lastMonth } from '../lib/report-figures';
import { CentreMultiSelect } from './centre-multi-select';
import { GeneratingStatus } from './report-status';

// The range as shown (dd/MM/yyyy), read before the contract's schema checks the days (decision 090).
const dateRules = {
  startDate: { required: overtimeReportMessages.startDate },
  endDate: { required: overtimeReportMessages.endDate },
};
const resolver = withDateEntries(
  lazyZodResolver(() =>
    import('@cic/contract/overtime/overtime-reports').then((m) => m.generateOvertimeReportSchema),
  ),
  () => dateRules,
);

const fieldNames = ['name', 'description', 'startDate', 'endDate', 'centerIds'] as const;
const isField = (field: string | undefined): field is (typeof fieldNames)[number] =>
  fieldNames.includes(field as (typeof fieldNames)[number]);

/**
 * 'Generate Report' (spec 3 §2.3): the form, then the report it started, followed every second
 * until it is READY (toast, close) or FAILED (the reason stays on screen). Closing while it
 * generates is allowed: the list keeps following it (decision 041).
 */
export function GenerateReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('overtime');
  const queryClient = useQueryClient();
  const generate = useGenerateReport();
  const [reportId, setReportId] = useState<string | null>(null);
  const [allCentres, setAllCentres] = useState(true);
  const report = useReport(reportId);
  const form = useForm<GenerateOvertimeReport, unknown, z.output<typeof generateOvertimeReportSchema>>({
    resolver,
    defaultValues: {
      name: '',
      description: '',
      ...shownRange(lastMonth(todayInKualaLumpur())),
      centerIds: [],
    },
  });
  const { errors } = form.formState;
  const leave = useLeaveConfirm(reportId === null && (form.formState.isDirty || !allCentres));
  const status = report.data?.status;
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (status !== 'READY') return;
    void queryClient.invalidateQueries({ queryKey: [...overtimeReportsKey, 'list'] });
    toast({ title: t('generate.generated') });
    latestClose.current();
  }, [status, queryClient, t]);

  const submit = form.handleSubmit((values) => {
    if (!allCentres && values.centerIds.length === 0) {
      form.setError('centerIds', { message: t('generate.chooseCentres') });
      return;
    }
    generate.mutate(values, {
      onSuccess: ({ id }) => setReportId(id),
      onError: (error) => {
        if (error instanceof ApiError && isField(error.field)) {
          form.setError(error.field, { message: error.message });
        } else toastError(error);
      },
    });
  });

  const following = reportId !== null;
  const edited = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  return (
    <>
      <DialogFrame
        open
        onOpenChange={(open) => (open ? undefined : leave.close(onClose))}
        title={t('generate.title')}
        description={following ? undefined : t('generate.description')}
        onSubmit={following ? undefined : submit}
        footer={
          following ? (
            <Button variant="outline" onClick={onClose}>
              {t('generate.close')}
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => leave.close(onClose)}>
                {t('generate.cancel')}
              </Button>
              <Button type="submit" disabled={generate.isPending}>
                {generate.isPending ? t('generate.generating') : t('generate.submit')}
              </Button>
            </>
          )
        }
      >
        {following ? (
          <div className="grid gap-3" aria-live="polite">
            {status === 'FAILED' ? (
              <p role="alert" className="text-sm text-red-700">
                {t('generate.failed', {
                  reason: report.data?.failureReason ?? t('generate.somethingWentWrong'),
                })}
              </p>
            ) : (
              <>
                <GeneratingStatus createdAt={report.data?.createdAt ?? new Date().toISOString()} />
                <p className="text-sm text-zinc-600">{t('generate.mayClose')}</p>
              </>
            )}
          </div>
        ) : (
          <div className="grid gap-4">
            <FormField label={t('generate.name')} error={errors.name?.message}>
              <Input autoComplete="off" {...form.register('name')} />
            </FormField>
            <FormField label={t('generate.descriptionLabel')} error={errors.description?.message}>
              <Textarea rows={2} {...form.register('description')} />
            </FormField>
            <div className="flex flex-wrap gap-4">
              <DateField
                label={t('generate.startDate')}
                value={form.watch('startDate')}
                onChange={(text) => form.setValue('startDate', text, edited)}
                rules={dateRules.startDate}
                error={errors.startDate?.message}
              />
              <DateField
                label={t('generate.endDate')}
                value={form.watch('endDate')}
                onChange={(text) => form.setValue('endDate', text, edited)}
                rules={dateRules.endDate}
                error={errors.endDate?.message}
              />
            </div>
            <CentreMultiSelect
              all={allCentres}
              onAllChange={(all) => {
                setAllCentres(all);
                if (all) form.clearErrors('centerIds');
              }}
              selected={form.watch('centerIds') ?? []}
              onSelectedChange={(ids) => {
                form.setValue('centerIds', ids, { shouldDirty: true });
                if (ids.length > 0) form.clearErrors('centerIds');
              }}
              error={errors.centerIds?.message}
            />
          </div>
        )}
      </DialogFrame>
      {leave.dialog}
    </>
  );
}

/** A range of days as the form shows it. */
const shownRange = (range: { startDate: string; endDate: string }) => ({
  startDate: typedDateOf(range.startDate),
  endDate: typedDateOf(range.endDate),
});
