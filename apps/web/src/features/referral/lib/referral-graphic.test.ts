import { describe, expect, it } from 'vitest';
import {
  findGradient,
  fitFontSize,
  layoutReferralGraphic,
  referralFileName,
  referralGradients,
  referralGraphicSizes,
} from './referral-graphic';

describe('referral graphic options', () => {
  it('offers the two sizes and four gradients of the spec', () => {
    expect(referralGraphicSizes.square).toMatchObject({ width: 1080, height: 1080 });
    expect(referralGraphicSizes.story).toMatchObject({ width: 1080, height: 1920 });
    expect(referralGradients).toHaveLength(4);
    expect(new Set(referralGradients.map((gradient) => gradient.id)).size).toBe(4);
    expect(findGradient('ocean').id).toBe('ocean');
    expect(findGradient('nope').id).toBe(referralGradients[0].id);
  });
});

describe('layoutReferralGraphic', () => {
  for (const [name, { width, height }] of Object.entries(referralGraphicSizes)) {
    describe(name, () => {
      const layout = layoutReferralGraphic(width, height);
      const texts = [
        layout.brand,
        ...layout.headline,
        layout.offer,
        layout.codeLabel,
        layout.code,
        layout.footer,
      ];

      it('centres the content vertically', () => {
        expect(layout.contentTop).toBeGreaterThan(0);
        expect(layout.contentBottom).toBeLessThan(height);
        expect(layout.contentTop).toBeCloseTo(height - layout.contentBottom, 6);
      });

      it('keeps every line inside the margins and in reading order', () => {
        for (const box of texts) {
          expect(box.x).toBe(width / 2);
          expect(box.x - box.maxWidth / 2).toBeGreaterThanOrEqual(layout.padding - 1e-9);
          expect(box.y - box.fontSize / 2).toBeGreaterThanOrEqual(layout.contentTop - 1e-9);
          expect(box.y + box.fontSize / 2).toBeLessThanOrEqual(layout.contentBottom + 1e-9);
        }
        const ys = [layout.brand, ...layout.headline, layout.offer, layout.code, layout.footer].map(
          (b) => b.y,
        );
        expect([...ys].sort((a, b) => a - b)).toEqual(ys);
      });

      it('puts the code inside its card, centred', () => {
        const card = layout.codeCard;
        expect(card.x).toBe(layout.padding);
        expect(card.x + card.width).toBeCloseTo(width - layout.padding, 6);
        expect(layout.code.maxWidth).toBeLessThan(card.width);
        for (const box of [layout.codeLabel, layout.code]) {
          expect(box.y - box.fontSize / 2).toBeGreaterThan(card.y);
          expect(box.y + box.fontSize / 2).toBeLessThan(card.y + card.height);
        }
        expect(layout.codeLabel.y).toBeLessThan(layout.code.y);
      });
    });
  }

  it('gives the taller story more space between blocks, at the same type size', () => {
    const square = layoutReferralGraphic(1080, 1080);
    const story = layoutReferralGraphic(1080, 1920);
    expect(story.code.fontSize).toBe(square.code.fontSize);
    expect(story.contentBottom - story.contentTop).toBeGreaterThan(square.contentBottom - square.contentTop);
  });

  it('scales with the width', () => {
    const half = layoutReferralGraphic(540, 540);
    const full = layoutReferralGraphic(1080, 1080);
    expect(half.code.fontSize).toBeCloseTo(full.code.fontSize / 2, 6);
    expect(half.codeCard.y).toBeCloseTo(full.codeCard.y / 2, 6);
  });
});

describe('fitFontSize', () => {
  const measure = (chars: number) => (fontSize: number) => chars * fontSize * 0.6;

  it('keeps the size when the text fits', () => {
    expect(fitFontSize(measure(8), 120, 800)).toBe(120);
  });

  it('shrinks until the text fits', () => {
    const size = fitFontSize(measure(20), 120, 800);
    expect(measure(20)(size)).toBeLessThanOrEqual(800);
    expect(measure(20)(size + 2)).toBeGreaterThan(800);
  });

  it('stops at the minimum', () => {
    expect(fitFontSize(measure(1000), 120, 100, 12)).toBe(12);
  });
});

describe('referralFileName', () => {
  it('names the PNG after the product, the code and the size', () => {
    expect(referralFileName('CIC Connect', 'CICSHUZA', 'square')).toBe(
      'cic-connect-referral-CICSHUZA-square.png',
    );
    expect(referralFileName('CIC Connect!', 'CIC/84V9L', 'story')).toBe(
      'cic-connect-referral-CIC84V9L-story.png',
    );
  });
});
