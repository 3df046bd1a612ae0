import {
  type EditOvertimeItem,
  type editOvertimeItemSchema,
  formatSen,
  type MoneyRules,
  message,
  type OvertimeItem,
  overtimeReportMessages,
  readMoneyEntry,
  ringgitTextOf,
  ringgitToMicro,
} from '@cic/contract';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { formatDate, formatTime } from '@/lib/time';
import { useUpdateItem } from '../api/update-item';
import { itemAmountSen } from '../lib/report-figures';
import { SaveDialog } from './save-dialog';

type ItemFields = EditOvertimeItem;
type ItemOutput = z.output<typeof editOvertimeItemSchema>;

/** The rate as typed ringgit to 6 places, as rates are kept (decision 090), at most RM 1,000 per unit. */
const rateRules: MoneyRules = {
  places: 6,
  required: overtimeReportMessages.rateRequired,
  max: { units: 1_000_000_000, message: message('overtime.rateAtMost', { max: 1000 }) },
};

const schemaResolver = lazyZodResolver(() =>
  import('@cic/contract/overtime/overtime-reports').then((m) => m.editOvertimeItemSchema),
);

/** Reads the typed rate ('1,000.50') into the plain decimal text the API takes, or says what is wrong with it. */
const resolver: Resolver<ItemFields, unknown, ItemOutput> = async (values, context, options) => {
  const rate = readMoneyEntry(String(values.rate ?? ''), rateRules);
  const result = await schemaResolver(
    { ...values, rate: rate.units === null ? '' : ringgitTextOf(rate.units, 6) },
    context,
    options,
  );
  if (!rate.problem) return result;
  return { values: {}, errors: { ...result.errors, rate: { type: 'money', message: rate.problem } } };
};

/**
 * Edit an item (spec 3 §7.3): duration and rate; the amount shown is duration × rate as the server
 * will compute it (`overtimeAmountSen`), never sent as the truth.
 */
export function ItemEditDialog({ item, onClose }: { item: OvertimeItem; onClose: () => void }) {
  const { t } = useTranslation('overtime');
  const update = useUpdateItem();
  const form = useForm<ItemFields, unknown, ItemOutput>({
    resolver,
    defaultValues: { duration: String(item.duration), rate: ringgitTextOf(ringgitToMicro(item.rate), 6) },
  });
  const { errors, isDirty } = form.formState;
  const rate = String(form.watch('rate'));
  const amountSen = itemAmountSen(String(form.watch('duration')), rate);

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
      <MoneyField
        label={t('item.rate')}
        value={rate}
        onChange={(text) =>
          form.setValue('rate', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
        }
        rules={rateRules}
        error={errors.rate?.message}
      />
      <FormField label={t('item.amount')} hint={t('item.amountHint')}>
        <Input readOnly value={amountSen === null ? '-' : formatSen(amountSen)} />
      </FormField>
    </SaveDialog>
  );
}
