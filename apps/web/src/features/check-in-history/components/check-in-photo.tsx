import { useState } from 'react';
import { PhotoThumbnail } from '@/components/photo-thumbnail';
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
  const [viewing, setViewing] = useState(false);
  return (
    <>
      <PhotoThumbnail src={thumbnailUrl} alt={label} onOpen={() => setViewing(true)} />
      <PhotoViewer
        photo={viewing ? { url: imgUrl, alt: label, fileName } : null}
        onClose={() => setViewing(false)}
      />
    </>
  );
}
