import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { PhotoViewer } from '@/components/photo-viewer';

type CheckInPhotoProps = {
  thumbnailUrl: string;
  imgUrl: string;
  /** e.g. 'Check-in photo, 14 March 2025, 08:05 AM' */
  label: string;
  fileName: string;
};

/** The thumbnail; a tap opens the full photo (with Save Image). A photo that fails shows a calm placeholder. */
export function CheckInPhoto({ thumbnailUrl, imgUrl, label, fileName }: CheckInPhotoProps) {
  const [failed, setFailed] = useState(false);
  const [viewing, setViewing] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label="Photo unavailable"
        className="flex aspect-square w-full items-center justify-center rounded-xl bg-zinc-100 text-zinc-400"
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setViewing(true)}
        className="group block aspect-square w-full overflow-hidden rounded-xl bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <img
          src={thumbnailUrl}
          alt={label}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover transition-transform group-hover:scale-105"
        />
        <span className="sr-only">, open the full photo</span>
      </button>
      <PhotoViewer
        photo={viewing ? { url: imgUrl, alt: label, fileName } : null}
        onClose={() => setViewing(false)}
      />
    </>
  );
}
