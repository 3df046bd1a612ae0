import { describe, expect, it } from 'vitest';
import { canSendAsIs, fitWithin, photoShrinkLimits, shrinkPlan, thumbnailBox } from './image-size';

const limits = photoShrinkLimits;

describe('fitWithin', () => {
  it('keeps a photo that already fits', () => {
    expect(fitWithin({ width: 1080, height: 1920 }, limits)).toEqual({ width: 1080, height: 1920 });
    expect(fitWithin({ width: 640, height: 480 }, limits)).toEqual({ width: 640, height: 480 });
  });

  it('shrinks a tall phone photo to 1080x1920 keeping the ratio', () => {
    expect(fitWithin({ width: 3024, height: 4032 }, limits)).toEqual({ width: 1080, height: 1440 });
    expect(fitWithin({ width: 2160, height: 3840 }, limits)).toEqual({ width: 1080, height: 1920 });
  });

  it('treats a landscape photo the same way turned round', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, limits)).toEqual({ width: 1440, height: 1080 });
    expect(fitWithin({ width: 3840, height: 2160 }, limits)).toEqual({ width: 1920, height: 1080 });
  });

  it('limits by whichever edge is tighter', () => {
    // A very long panorama: the long edge decides.
    expect(fitWithin({ width: 8000, height: 1000 }, limits)).toEqual({ width: 1920, height: 240 });
    // A square: the short edge decides.
    expect(fitWithin({ width: 3000, height: 3000 }, limits)).toEqual({ width: 1080, height: 1080 });
  });

  it('fits the check-in thumbnail within 320x320, as the server would', () => {
    expect(fitWithin({ width: 1080, height: 1920 }, thumbnailBox)).toEqual({ width: 180, height: 320 });
    expect(fitWithin({ width: 1440, height: 1080 }, thumbnailBox)).toEqual({ width: 320, height: 240 });
    expect(fitWithin({ width: 200, height: 100 }, thumbnailBox)).toEqual({ width: 200, height: 100 });
  });

  it('never enlarges and never returns less than one pixel', () => {
    expect(fitWithin({ width: 10, height: 20 }, limits)).toEqual({ width: 10, height: 20 });
    expect(fitWithin({ width: 100_000, height: 1 }, limits)).toEqual({ width: 1920, height: 1 });
    expect(fitWithin({ width: 0, height: 100 }, limits)).toEqual({ width: 0, height: 0 });
  });
});

describe('shrinkPlan', () => {
  it('tries every quality at the fitted size first, best quality first', () => {
    const plan = shrinkPlan({ width: 3024, height: 4032 });
    expect(plan.slice(0, 4)).toEqual([
      { width: 1080, height: 1440, quality: 0.85 },
      { width: 1080, height: 1440, quality: 0.75 },
      { width: 1080, height: 1440, quality: 0.65 },
      { width: 1080, height: 1440, quality: 0.55 },
    ]);
  });

  it('then steps down in size by three quarters each time', () => {
    const plan = shrinkPlan({ width: 1080, height: 1920 });
    const sizes = [...new Set(plan.map((attempt) => `${attempt.width}x${attempt.height}`))];
    expect(sizes).toEqual(['1080x1920', '810x1440', '608x1080', '456x810']);
    expect(plan).toHaveLength(16);
    expect(plan.at(-1)).toEqual({ width: 456, height: 810, quality: 0.55 });
  });

  it('never grows: each attempt is no bigger and no better than the one before', () => {
    const plan = shrinkPlan({ width: 4000, height: 3000 });
    for (let index = 1; index < plan.length; index += 1) {
      const previous = plan[index - 1];
      const current = plan[index];
      if (!previous || !current) throw new Error('missing attempt');
      expect(current.width * current.height).toBeLessThanOrEqual(previous.width * previous.height);
      if (current.width === previous.width) expect(current.quality).toBeLessThan(previous.quality);
    }
  });

  it('has nothing to try for an empty image', () => {
    expect(shrinkPlan({ width: 0, height: 0 })).toEqual([]);
  });
});

describe('canSendAsIs', () => {
  it('sends a small JPEG that fits without re-encoding', () => {
    expect(canSendAsIs({ type: 'image/jpeg', size: 120_000 }, { width: 1080, height: 1440 })).toBe(true);
  });

  it('re-encodes anything too heavy, too large or not a JPEG', () => {
    expect(canSendAsIs({ type: 'image/jpeg', size: 2_000_000 }, { width: 1080, height: 1440 })).toBe(false);
    expect(canSendAsIs({ type: 'image/jpeg', size: 120_000 }, { width: 3024, height: 4032 })).toBe(false);
    expect(canSendAsIs({ type: 'image/png', size: 120_000 }, { width: 800, height: 600 })).toBe(false);
    expect(canSendAsIs({ type: 'image/heic', size: 120_000 }, { width: 800, height: 600 })).toBe(false);
  });
});
