import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type PhotoPreviewProps = { blob: Blob; alt: string; onDiscard: () => void; disabled?: boolean };

/** The photo about to be sent, with a discard button that goes back to the choice of actions. */
export function PhotoPreview({ blob, alt, onDiscard, disabled = false }: PhotoPreviewProps) {
  const { t } = useTranslation('teacher');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);

  return (
    <div className="relative overflow-hidden rounded-2xl bg-zinc-900">
      {url ? <img src={url} alt={alt} className="mx-auto max-h-[36dvh] w-full object-contain" /> : null}
      <Button
        variant="outline"
        className="absolute top-2 right-2 h-11 border-white/60 bg-black/55 px-3 text-white hover:bg-black/70 hover:text-white"
        disabled={disabled}
        onClick={onDiscard}
      >
        <RotateCcw aria-hidden="true" />
        {t('form.discard')}
      </Button>
    </div>
  );
}
