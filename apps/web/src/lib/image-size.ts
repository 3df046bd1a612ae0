/**
 * The size maths of shrinking a photo in the browser before upload (pure, unit tested). A phone
 * photo is several MB; at the centre's door on mobile data the upload must stay near 300 KB.
 */

export type Size = { width: number; height: number };

export type ShrinkLimits = {
  /** The long edge of the result at most (portrait height, landscape width). */
  maxLongEdge: number;
  /** The short edge at most. */
  maxShortEdge: number;
  /** Stop at the first encoding of at most this many bytes. */
  targetBytes: number;
  /** JPEG qualities tried at each size, best first. */
  qualities: readonly number[];
  /** When every quality is still too big, the next size is this share of the previous one. */
  downscale: number;
  /** How many smaller sizes to try after the first. */
  maxDownscales: number;
};

/** The camera asks for 1080x1920; the upload aims at about 300 KB. */
export const photoShrinkLimits: ShrinkLimits = {
  maxLongEdge: 1920,
  maxShortEdge: 1080,
  targetBytes: 300 * 1024,
  qualities: [0.85, 0.75, 0.65, 0.55],
  downscale: 0.75,
  maxDownscales: 3,
};

/** The thumbnail the server keeps beside a check-in photo: within 320x320, as its job would make it. */
export const thumbnailBox = { maxLongEdge: 320, maxShortEdge: 320 } as const;

/**
 * The largest size with the same aspect ratio that fits the limits in either orientation; never
 * enlarges. Whole pixels, at least 1.
 */
export function fitWithin(size: Size, limits: Pick<ShrinkLimits, 'maxLongEdge' | 'maxShortEdge'>): Size {
  const { width, height } = size;
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.min(1, limits.maxLongEdge / long, limits.maxShortEdge / short);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type EncodeAttempt = Size & { quality: number };

/**
 * The encodings to try in order until one is at most `targetBytes`: the fitted size at each
 * quality, then smaller sizes (each `downscale` of the previous) at each quality. If none fits,
 * the caller keeps the smallest result (the last attempt).
 */
export function shrinkPlan(size: Size, limits: ShrinkLimits = photoShrinkLimits): EncodeAttempt[] {
  const fitted = fitWithin(size, limits);
  if (fitted.width === 0) return [];
  const attempts: EncodeAttempt[] = [];
  for (let step = 0; step <= limits.maxDownscales; step += 1) {
    const factor = limits.downscale ** step;
    const width = Math.max(1, Math.round(fitted.width * factor));
    const height = Math.max(1, Math.round(fitted.height * factor));
    for (const quality of limits.qualities) attempts.push({ width, height, quality });
  }
  return attempts;
}

/** True when the original file can go as it is: a JPEG already within size and bytes. */
export function canSendAsIs(
  file: { type: string; size: number },
  size: Size,
  limits: ShrinkLimits = photoShrinkLimits,
): boolean {
  const fitted = fitWithin(size, limits);
  return (
    file.type === 'image/jpeg' &&
    file.size <= limits.targetBytes &&
    fitted.width === size.width &&
    fitted.height === size.height
  );
}
