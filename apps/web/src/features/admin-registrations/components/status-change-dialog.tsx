import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/components/ui/use-toast';
import { zodResolver } from '@/lib/zod-resolver';

type StatusChange<S extends string> = { status: S; reason: string };
/** What the fields hold before the schema has checked them. */
type StatusChangeFields = { status: string; reason: string };

type StatusChangeProps<S extends string> = {
  /** 'Change Registration Status' or 'Change Order Status'. */
  title: string;
  description: string;
  statuses: readonly S[];
  /** A status as the admin reads it, in the page's language. */
  statusLabel: (status: S) => string;
  current: S;
  /** The contract's update body, so the reason's messages are the server's. */
  schema: z.ZodType<StatusChange<S>, StatusChangeFields>;
  update: UseMutationResult<void, Error, StatusChange<S>>;
  /** The spec's toast: 'Registration updated successfully', 'Order updated successfully'. */
  successMessage: string;
};

/** 'Change Status' and its dialog; on success the dialog closes with the spec's toast. */
export function StatusChange<S extends string>({ update, successMessage, ...dialog }: StatusChangeProps<S>) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('statusChange.button')}</Button>
      <StatusChangeDialog
        {...dialog}
        open={open}
        onOpenChange={setOpen}
        pending={update.isPending}
        onSubmit={(change) =>
          update.mutate(change, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: successMessage });
            },
            onError: (error) => toastError(error),
          })
        }
      />
    </>
  );
}

type StatusChangeDialogProps<S extends string> = Omit<StatusChangeProps<S>, 'update' | 'successMessage'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (change: StatusChange<S>) => void;
};

/**
 * An admin's status change: the new status and the reason the server records with it. Confirming
 * is the dialog's submit; it stays disabled until the status differs from the current one.
 */
function StatusChangeDialog<S extends string>({
  open,
  onOpenChange,
  title,
  description,
  statuses,
  statusLabel,
  current,
  schema,
  pending,
  onSubmit,
}: StatusChangeDialogProps<S>) {
  const { t } = useTranslation('orders');
  const form = useForm<StatusChangeFields, unknown, StatusChange<S>>({
    resolver: zodResolver(schema),
    defaultValues: { status: current, reason: '' },
  });
  useEffect(() => {
    if (open) form.reset({ status: current, reason: '' });
  }, [open, current, form]);
  const unchanged = form.watch('status') === current;

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onSubmit={form.handleSubmit(onSubmit)}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('statusChange.cancel')}
          </Button>
          <Button type="submit" disabled={pending || unchanged}>
            {pending ? t('statusChange.saving') : t('statusChange.confirm')}
          </Button>
        </>
      }
    >
      <FormField label={t('statusChange.newStatus')} error={form.formState.errors.status?.message}>
        <NativeSelect {...form.register('status')}>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status === current
                ? t('statusChange.current', { status: statusLabel(status) })
                : statusLabel(status)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('statusChange.reason')} error={form.formState.errors.reason?.message}>
        <Textarea rows={3} autoComplete="off" {...form.register('reason')} />
      </FormField>
    </DialogFrame>
  );
}
