import type { EditOvertimeReport, editOvertimeReportSchema, OvertimeReport } from '@cic/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/components/ui/use-toast';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateReport } from '../api/update-report';
import { SaveDialog } from './save-dialog';

const resolver = lazyZodResolver(() =>
  import('@cic/contract/overtime/overtime-reports').then((m) => m.editOvertimeReportSchema),
);

type EditReportDialogProps = {
  report: Pick<OvertimeReport, 'id' | 'name' | 'description'>;
  onClose: () => void;
};

/** 'Edit Report' (spec 3 §2.3): the name and description only. */
export function EditReportDialog({ report, onClose }: EditReportDialogProps) {
  const { t } = useTranslation('overtime');
  const update = useUpdateReport(report.id);
  const form = useForm<EditOvertimeReport, unknown, z.output<typeof editOvertimeReportSchema>>({
    resolver,
    defaultValues: { name: report.name, description: report.description },
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: t('editReport.updated') });
        onClose();
      },
      onError: (error) => toastError(error),
    }),
  );

  return (
    <SaveDialog
      title={t('editReport.title')}
      description={t('editReport.description')}
      dirty={isDirty}
      pending={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={t('editReport.name')} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t('editReport.descriptionLabel')} error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
    </SaveDialog>
  );
}
