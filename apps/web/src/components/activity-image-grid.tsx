import type { ActivityImage } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { PhotoThumbnail } from './photo-thumbnail';
import { PhotoViewer } from './photo-viewer';

type ActivityImageGridProps = {
  images: readonly ActivityImage[];
  /** The activity's title, for the pictures' descriptions. */
  title: string;
  /** Grid columns, e.g. 'grid-cols-3' (spec 3 §2.2's admin cards). */
  columnsClassName?: string;
};

/** An activity's photos, each with its caption below; a tap opens it full screen (with Save Image). */
export function ActivityImageGrid({
  images,
  title,
  columnsClassName = 'grid-cols-2',
}: ActivityImageGridProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : images[open];
  const altOf = (image: ActivityImage, index: number) =>
    image.description || t('photo.numbered', { title, number: index + 1, total: images.length });

  return (
    <>
      <ul className={cn('grid gap-2', columnsClassName)}>
        {images.map((image, index) => (
          <li key={image.id} className="grid content-start gap-1">
            <PhotoThumbnail
              src={image.thumbnailUrl}
              alt={altOf(image, index)}
              onOpen={() => setOpen(index)}
              roundedClassName="rounded-lg"
              iconClassName="size-6"
            />
            {image.description ? (
              <p className="text-xs leading-snug break-words text-zinc-600">{image.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <PhotoViewer
        photo={
          shown && open !== null
            ? { url: shown.url, alt: altOf(shown, open), fileName: `activity-photo-${open + 1}.jpg` }
            : null
        }
        onClose={() => setOpen(null)}
      />
    </>
  );
}
