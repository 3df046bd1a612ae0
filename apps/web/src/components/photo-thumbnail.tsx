import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type PhotoThumbnailProps = {
  src: string;
  alt: string;
  onOpen: () => void;
  /** The corner rounding, e.g. 'rounded-lg' in a grid of several. */
  roundedClassName?: string;
  iconClassName?: string;
};

/** A square thumbnail that opens the full photo; a photo that fails to load shows a calm placeholder. */
export function PhotoThumbnail({
  src,
  alt,
  onOpen,
  roundedClassName = 'rounded-xl',
  iconClassName = 'size-8',
}: PhotoThumbnailProps) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={t('photo.unavailable')}
        className={cn(
          'flex aspect-square w-full items-center justify-center bg-zinc-100 text-zinc-400',
          roundedClassName,
        )}
      >
        <ImageOff aria-hidden="true" className={iconClassName} />
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'group block aspect-square w-full overflow-hidden bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        roundedClassName,
      )}
    >
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-full object-cover transition-transform group-hover:scale-105"
      />
      <span className="sr-only">{t('photo.open')}</span>
    </button>
  );
}
