import { NotebookPen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin-section';
import { InlineLoadError } from '@/components/inline-load-error';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { formatDate, formatDateTime } from '@/lib/time';
import { useCreateNote } from '../api/create-note';
import { useDeleteNote } from '../api/delete-note';
import { type Note, useNotes } from '../api/get-notes';
import { useUpdateNote } from '../api/update-note';
import { NoteDialog } from './note-dialog';

type NotesPanelProps = {
  centerId: string;
  date: string;
  /** After a note is added, changed or deleted (the page refreshes what shows notes elsewhere). */
  onChanged?: () => void;
};

type Editing = { note: Note | null };

/** The Notes tab (spec 2 §2.15): the day's notes; a click edits one; 'Add Note' adds one. */
export function NotesPanel({ centerId, date, onChanged }: NotesPanelProps) {
  const { t } = useTranslation('admin');
  const notes = useNotes(centerId, date);
  const create = useCreateNote(centerId);
  const update = useUpdateNote(centerId);
  const remove = useDeleteNote(centerId);
  const [editing, setEditing] = useState<Editing | null>(null);

  const done = (message: string) => {
    toast({ title: message });
    setEditing(null);
    onChanged?.();
  };
  const onError = (error: Error) => toastError(error);

  return (
    <AdminSection
      id="notes-title"
      className="grid gap-3"
      title={t('notes.title', { date: formatDate(date) })}
      action={
        <Button onClick={() => setEditing({ note: null })}>
          <Plus aria-hidden="true" />
          {t('notes.add')}
        </Button>
      }
    >
      {notes.isPending ? (
        <LoadingBlocks label={t('notes.loading')} blocks={['h-16', 'h-16']} className="grid gap-2" />
      ) : notes.isError ? (
        <InlineLoadError
          error={notes.error}
          onRetry={notes.refetch}
          className="grid justify-items-start gap-2"
        />
      ) : notes.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-zinc-300 bg-white p-8 text-center text-sm text-zinc-500">
          <NotebookPen aria-hidden="true" className="size-6 text-zinc-400" />
          {t('notes.empty')}
        </div>
      ) : (
        <ul aria-label={t('notes.listLabel')} className="grid gap-2">
          {notes.data.map((note) => (
            <li key={note.noteId}>
              <button
                type="button"
                onClick={() => setEditing({ note })}
                className="grid w-full gap-1 rounded-xl border border-zinc-200 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="break-words text-sm font-medium text-zinc-900">{note.text}</span>
                <span className="text-xs text-zinc-500">
                  {note.author} · {formatDateTime(note.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <NoteDialog
          date={date}
          note={editing.note}
          saving={create.isPending || update.isPending}
          deleting={remove.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(body) => {
            const note = editing.note;
            if (note) {
              update.mutate(
                { noteId: note.noteId, ...body },
                { onSuccess: () => done(t('notes.updated')), onError },
              );
            } else {
              create.mutate(body, { onSuccess: () => done(t('notes.created')), onError });
            }
          }}
          onDelete={() => {
            const note = editing.note;
            if (note) remove.mutate(note.noteId, { onSuccess: () => done(t('notes.deleted')), onError });
          }}
        />
      ) : null}
    </AdminSection>
  );
}
