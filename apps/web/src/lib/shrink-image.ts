import { i18n } from '@/i18n/i18n';
import { canSendAsIs, photoShrinkLimits, type ShrinkLimits, shrinkPlan } from './image-size';

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(i18n.t('common:photo.cannotEncode')))),
      'image/jpeg',
      quality,
    );
  });
}

/**
 * Draws `source` (natural size `width` x `height`) at the plan's sizes and qualities until the
 * JPEG is at most `targetBytes`; returns the first that fits, or the smallest made.
 */
export async function encodeJpeg(
  source: CanvasImageSource,
  size: { width: number; height: number },
  limits: ShrinkLimits = photoShrinkLimits,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error(i18n.t('common:photo.cannotProcess'));
  let smallest: Blob | null = null;
  let drawn = '';
  for (const attempt of shrinkPlan(size, limits)) {
    const key = `${attempt.width}x${attempt.height}`;
    if (key !== drawn) {
      drawn = key;
      canvas.width = attempt.width;
      canvas.height = attempt.height;
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, 0, 0, attempt.width, attempt.height);
    }
    const blob = await canvasToJpeg(canvas, attempt.quality);
    if (!smallest || blob.size < smallest.size) smallest = blob;
    if (blob.size <= limits.targetBytes) return blob;
  }
  if (!smallest) throw new Error(i18n.t('common:photo.empty'));
  return smallest;
}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  if ('createImageBitmap' in window) {
    // Applies the photo's EXIF orientation, so a phone picture stands upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A chosen photo file (any image type the browser decodes) as a JPEG of about 300 KB at most. */
export async function shrinkImageFile(file: Blob, limits: ShrinkLimits = photoShrinkLimits): Promise<Blob> {
  const { source, width, height } = await decode(file);
  try {
    if (canSendAsIs(file, { width, height }, limits)) return file;
    return await encodeJpeg(source, { width, height }, limits);
  } finally {
    if (source instanceof ImageBitmap) source.close();
  }
}
