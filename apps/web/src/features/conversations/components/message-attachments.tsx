import type { MessageAttachment } from '@cic/contract';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A file's size as the reader reads it: KB under a megabyte, MB with one decimal above. */
function shownSize(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The photos and PDFs sent with a message, by their signed links: a photo's thumbnail opens the
 * photo, a PDF is downloaded under its name.
 */
export function MessageAttachments({ attachments }: { attachments: MessageAttachment[] }) {
  const { t } = useTranslation('conversations');
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('thread.attachments')} className="flex flex-wrap gap-2">
      {attachments.map((file) => (
        <li key={file.id} className="min-w-0">
          {file.kind === 'PHOTO' ? (
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <img
                src={file.thumbnailUrl ?? file.url}
                alt={t('thread.photo', { name: file.fileName })}
                className="size-24 rounded-lg border border-zinc-200 object-cover"
              />
            </a>
          ) : (
            <a
              href={file.url}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 text-sm text-brand-700 underline [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {t('thread.pdf', { name: file.fileName, size: shownSize(file.sizeBytes) })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
