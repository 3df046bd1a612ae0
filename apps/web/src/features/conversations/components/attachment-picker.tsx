import { maxMessageAttachments } from '@cic/contract';
import { Paperclip, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { getErrorMessage } from '@/lib/api-client';
import type { ConversationSide } from '../api/conversations-key';
import { uploadAttachment } from '../api/upload-attachment';

/** A file chosen for the next message: uploading, uploaded (with its id) or refused (with why). */
export type ChosenFile = { key: string; name: string; id?: string; error?: string };

/**
 * The files of a message form: `ready()` answers the uploaded ids to send, in the order chosen, or
 * null while one is still uploading (and `waiting` then says so until the next try).
 */
export function useChosenFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [waiting, setWaiting] = useState(false);
  return {
    files,
    setFiles,
    waiting,
    ready(): string[] | null {
      const uploading = files.some((file) => !file.id && !file.error);
      setWaiting(uploading);
      return uploading ? null : files.flatMap((file) => (file.id ? [file.id] : []));
    },
    clear: () => setFiles([]),
  };
}

/**
 * 'Attach a photo or PDF': each chosen file is uploaded at once and listed with its state and a
 * Remove button; a refused file says why on its own line. At most five go with a message.
 */
export function AttachmentPicker({
  side,
  files,
  onChange,
}: {
  side: ConversationSide;
  files: ChosenFile[];
  /** Called with a function of the current list: uploads end in any order. */
  onChange: (update: (files: ChosenFile[]) => ChosenFile[]) => void;
}) {
  const { t } = useTranslation('conversations');
  const id = useId();
  const room = maxMessageAttachments - files.length;

  const choose = (chosen: FileList | null) => {
    for (const file of Array.from(chosen ?? []).slice(0, Math.max(room, 0))) {
      const key = crypto.randomUUID();
      onChange((list) => [...list, { key, name: file.name }]);
      uploadAttachment(side, file).then(
        (uploaded) =>
          onChange((list) => list.map((each) => (each.key === key ? { ...each, id: uploaded.id } : each))),
        (error: unknown) =>
          onChange((list) =>
            list.map((each) => (each.key === key ? { ...each, error: getErrorMessage(error) } : each)),
          ),
      );
    }
  };

  return (
    <div className="grid gap-2">
      {files.length > 0 ? (
        <ul aria-label={t('attach.chosen')} className="grid gap-1">
          {files.map((file) => (
            <li key={file.key} className="flex min-w-0 items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                {file.name}
                <span className={file.error ? 'block text-red-700' : 'block text-zinc-600'}>
                  {file.error ?? (file.id ? t('attach.ready') : t('attach.uploading'))}
                </span>
              </span>
              <IconButton
                type="button"
                icon={X}
                label={t('attach.remove', { name: file.name })}
                onClick={() => onChange((list) => list.filter((each) => each.key !== file.key))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <label
          htmlFor={id}
          className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-md border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {t('attach.choose')}
          <input
            id={id}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,application/pdf"
            className="sr-only"
            onChange={(event) => {
              choose(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
      ) : (
        <p className="text-sm text-zinc-600">{t('attach.full', { max: maxMessageAttachments })}</p>
      )}
    </div>
  );
}
