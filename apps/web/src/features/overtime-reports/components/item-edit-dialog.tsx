import type { EditOvertimeItem, editOvertimeItemSchema, OvertimeItem } from '@cic/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { formatRinggit } from '@/lib/money';
import { formatDate, formatTime } from '@/lib/time';
import { useUpdateItem } from '../api/update-item';
import { itemAmount } from '../lib/report-figures';
import { SaveDialog } from './save-dialog';

const resolver = lazyZodResolver(() =>
  import('@cic/contract/overtime/overtime-reports').then((m) => m.editOvertimeItemSchema),
);

/**
 * Edit an item (spec 3 §7.3): duration and rate; the amount shown is duration × rate as the server
 * will compute it (`overtimeAmountSen`), never sent as the truth.
 */
export function ItemEditDialog({ item, onClose }: { item: OvertimeItem; onClose: () => void }) {
  const { t } = useTranslation('overtime');
  const update = useUpdateItem();
  const form = useForm<EditOvertimeItem, unknown, z.output<typeof editOvertimeItemSchema>>({
    resolver,
    defaultValues: { duration: String(item.duration), rate: String(item.rate) },
  });
  const { errors, isDirty } = form.formState;
  const amount = itemAmount(String(form.watch('duration')), String(form.watch('rate')));

  const submit = form.handleSubmit(({ duration, rate }) =>
    update.mutate(
      { itemId: item.id, body: { duration, rate } },
      {
        onSuccess: () => {
          toast({ title: t('item.updated') });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'duration' || error.field === 'rate')) {
            form.setError(error.field, { message: error.message });
          } else toastError(error);
        },
      },
    ),
  );

  return (
    <SaveDialog
      title={t('item.title')}
      description={`${formatDate(item.date)}, ${formatTime(item.startTime)} - ${formatTime(item.endTime)}`}
      dirty={isDirty}
      pending={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField
        label={item.unit === 'HOUR' ? t('item.durationHours') : t('item.durationMinutes')}
        error={errors.duration?.message}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('duration')} />
      </FormField>
      <FormField label={t('item.rate')} error={errors.rate?.message}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('rate')} />
      </FormField>
      <FormField label={t('item.amount')} hint={t('item.amountHint')}>
        <Input readOnly value={amount === null ? '-' : formatRinggit(amount)} />
      </FormField>
    </SaveDialog>
  );
}
