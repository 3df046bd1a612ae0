import { noteBodySchema, noteTextMax } from '@cic/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/time';
import { zodResolver } from '@/lib/zod-resolver';
import type { NoteBody } from '../api/create-note';
import type { Note } from '../api/get-notes';

type NoteDialogProps = {
  /** The day the note belongs to; fixed, not editable (spec 2 §2.15). */
  date: string;
  /** The note to edit; null adds one. */
  note: Note | null;
  saving: boolean;
  deleting: boolean;
  onClose: () => void;
  onSubmit: (body: NoteBody) => void;
  onDelete: () => void;
};

/**
 * 'Add Note' (blank) or 'Edit Note' (prefilled), with a live '(n / 60)' counter. The panel mounts
 * it fresh on every opening, so closing resets it.
 */
export function NoteDialog({ date, note, saving, deleting, onClose, onSubmit, onDelete }: NoteDialogProps) {
  const { t } = useTranslation('admin');
  const form = useForm<NoteBody>({
    resolver: zodResolver(noteBodySchema),
    defaultValues: { text: note?.text ?? '', date: note?.date ?? date },
  });
  const length = form.watch('text').length;
  const editing = note !== null;
  const title = editing ? t('notes.edit') : t('notes.add');

  return (
    <DialogFrame
      onClose={onClose}
      title={title}
      description={t('notes.dialogDescription')}
      onSubmit={form.handleSubmit(onSubmit)}
      onOpenAutoFocus={(event) => {
        // The text, not the fixed date, is what the dialog is for.
        event.preventDefault();
        form.setFocus('text');
      }}
      footerClassName="sm:justify-between"
      footer={
        <>
          {editing ? (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              disabled={deleting || saving}
              onClick={onDelete}
            >
              {deleting ? t('notes.deleting') : t('notes.delete')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              {t('notes.cancel')}
            </Button>
            <Button type="submit" disabled={saving || deleting}>
              {saving ? t('notes.saving') : editing ? t('notes.save') : t('notes.add')}
            </Button>
          </div>
        </>
      }
    >
      <FormField label={t('notes.date')} hint={t('notes.dateHint')}>
        <Input readOnly aria-readonly="true" value={formatDate(date)} className="bg-zinc-50" />
      </FormField>
      <FormField
        label={
          <span className="flex w-full items-center justify-between gap-2">
            {t('notes.note')}
            <span
              aria-live="polite"
              className={cn(
                'text-xs font-normal tabular-nums',
                length > noteTextMax ? 'text-red-600' : 'text-zinc-500',
              )}
            >
              ({length} / {noteTextMax})
            </span>
          </span>
        }
        error={form.formState.errors.text?.message}
      >
        <Textarea rows={3} autoComplete="off" {...form.register('text')} />
      </FormField>
    </DialogFrame>
  );
}
