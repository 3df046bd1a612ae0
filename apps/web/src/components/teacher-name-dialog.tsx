import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodResolver } from '@/lib/zod-resolver';
import { Button } from './ui/button';
import { DialogFrame } from './ui/dialog-frame';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

type TeacherName = { name: string };

type TeacherNameDialogProps = {
  /** Closed when null; `name` is empty for a new teacher. */
  editing: { mode: 'add' | 'rename'; name: string } | null;
  /** The admin portal and the head of centre keep different name rules (spec 2 §5). */
  schema: z.ZodType<TeacherName, TeacherName>;
  addDescription: string;
  /** The submit button's text when renaming. */
  renameLabel: string;
  /** Taller fields and buttons, as on the centre's phones. */
  large?: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: TeacherName) => void;
};

/** 'Add Teacher' or 'Update Teacher': one name (spec 2 §2.12, §5). */
export function TeacherNameDialog({
  editing,
  schema,
  addDescription,
  renameLabel,
  large = false,
  pending,
  onClose,
  onSubmit,
}: TeacherNameDialogProps) {
  const { t } = useTranslation('common');
  const form = useForm<TeacherName>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (editing) form.reset({ name: editing.name });
  }, [editing, form]);

  const adding = editing?.mode === 'add';
  const size = large ? 'lg' : undefined;
  return (
    <DialogFrame
      open={editing !== null}
      onClose={onClose}
      className={large ? 'max-w-lg' : undefined}
      title={adding ? t('teacherName.add') : t('teacherName.update')}
      description={adding ? addDescription : t('teacherName.renameHint')}
      onSubmit={form.handleSubmit(onSubmit)}
      footer={
        <>
          <Button variant="outline" size={size} onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" size={size} disabled={pending}>
            {pending ? t('actions.saving') : adding ? t('teacherName.add') : renameLabel}
          </Button>
        </>
      }
    >
      <FormField label={t('teacherName.name')} error={form.formState.errors.name?.message}>
        <Input
          autoComplete="off"
          autoCapitalize="words"
          className={large ? 'h-12' : undefined}
          {...form.register('name')}
        />
      </FormField>
    </DialogFrame>
  );
}
