import type { ActivityImage } from '@cic/contract';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { PhotoViewer } from './photo-viewer';

type ActivityImageGridProps = {
  images: readonly ActivityImage[];
  /** The activity's title, for the pictures' descriptions. */
  title: string;
  /** Grid columns, e.g. 'grid-cols-3' (spec 3 §2.2's admin cards). */
  columnsClassName?: string;
};

function Thumbnail({ image, alt, onOpen }: { image: ActivityImage; alt: string; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label="Photo unavailable"
        className="flex aspect-square w-full items-center justify-center rounded-lg bg-zinc-100 text-zinc-400"
      >
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group block aspect-square w-full overflow-hidden rounded-lg bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <img
        src={image.thumbnailUrl}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-full object-cover transition-transform group-hover:scale-105"
      />
      <span className="sr-only">, open the full photo</span>
    </button>
  );
}

/** An activity's photos, each with its caption below; a tap opens it full screen (with Save Image). */
export function ActivityImageGrid({
  images,
  title,
  columnsClassName = 'grid-cols-2',
}: ActivityImageGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : images[open];
  const altOf = (image: ActivityImage, index: number) =>
    image.description || `${title}, photo ${index + 1} of ${images.length}`;

  return (
    <>
      <ul className={cn('grid gap-2', columnsClassName)}>
        {images.map((image, index) => (
          <li key={image.id} className="grid content-start gap-1">
            <Thumbnail image={image} alt={altOf(image, index)} onOpen={() => setOpen(index)} />
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
