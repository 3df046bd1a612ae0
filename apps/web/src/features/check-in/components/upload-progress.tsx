import { useTranslation } from 'react-i18next';

/** The upload's progress bar (XMLHttpRequest upload progress). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('teacher');
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t('form.uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-zinc-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-zinc-600">
        {percent < 100 ? t('form.uploadProgress', { percent }) : t('form.saving')}
      </p>
    </div>
  );
}
