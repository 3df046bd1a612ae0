import type { ActivityImage } from '@cic/contract';
import { Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoViewer } from '@/components/photo-viewer';

type ActivityImagesProps = { title: string; images: readonly ActivityImage[] };

/**
 * 'Activity Images (count)' (spec 3 §2.1): each photo with its caption; a tap opens it full screen
 * with 'Save Image' (download, or the phone's share sheet).
 */
export function ActivityImages({ title, images }: ActivityImagesProps) {
  const { t } = useTranslation('teacher');
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : images[open];
  return (
    <section aria-labelledby="activity-images-heading" className="grid gap-3">
      <h2 id="activity-images-heading" className="text-base font-semibold text-zinc-950">
        {t('activities.imagesHeading', { total: images.length })}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {images.map((image, index) => {
          const alt = image.description || t('activities.imageAlt', { title, number: index + 1 });
          return (
            <li key={image.id}>
              <figure className="grid gap-2">
                <button
                  type="button"
                  aria-label={t('activities.viewImage', { number: index + 1 })}
                  onClick={() => setOpen(index)}
                  className="group relative overflow-hidden rounded-xl bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <img src={image.thumbnailUrl} alt={alt} className="aspect-[4/3] w-full object-cover" />
                  <Maximize2
                    aria-hidden="true"
                    className="absolute right-2 bottom-2 size-8 rounded-full bg-black/50 p-2 text-white"
                  />
                </button>
                {image.description ? (
                  <figcaption className="text-sm whitespace-pre-line text-zinc-700">
                    {image.description}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          );
        })}
      </ul>
      <PhotoViewer
        photo={
          shown && open !== null
            ? {
                url: shown.url,
                alt: shown.description || t('activities.imageAlt', { title, number: open + 1 }),
                fileName: `${title.replace(/[^\w-]+/g, '-')}-${open + 1}.jpg`,
              }
            : null
        }
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
