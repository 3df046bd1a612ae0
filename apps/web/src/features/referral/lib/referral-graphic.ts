/**
 * The referral graphic (spec 1 §2, §9): 1080x1080 or 1080x1920, one of 4 gradients, the parent's
 * code and the product name. Layout is plain arithmetic (tested); drawing is a thin canvas pass.
 * The words come from the caller, in the page's language (decision 054).
 */

export const referralGraphicSizes = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
} as const;
export type ReferralGraphicSize = keyof typeof referralGraphicSizes;

export const referralGradients = [
  { id: 'grape', from: '#6d28d9', to: '#c026d3', accent: '#6d28d9' },
  { id: 'ocean', from: '#0369a1', to: '#4f46e5', accent: '#0369a1' },
  { id: 'sunset', from: '#ea580c', to: '#db2777', accent: '#c2410c' },
  { id: 'forest', from: '#047857', to: '#0d9488', accent: '#047857' },
] as const;
export type ReferralGradient = (typeof referralGradients)[number];
export type ReferralGradientId = ReferralGradient['id'];

export function findGradient(id: string): ReferralGradient {
  return referralGradients.find((gradient) => gradient.id === id) ?? referralGradients[0];
}

/** The words on the graphic, top to bottom: the product name, two headline lines, the offer, the code's label, the footer. */
export type ReferralGraphicText = {
  brand: string;
  headline: readonly [string, string];
  offer: string;
  codeLabel: string;
  footer: string;
};

export type TextBox = { x: number; y: number; fontSize: number; maxWidth: number };
export type RectBox = { x: number; y: number; width: number; height: number; radius: number };

export type ReferralGraphicLayout = {
  width: number;
  height: number;
  /** Side margin of every text line. */
  padding: number;
  /** Text is centred on x; y is each line's middle (textBaseline 'middle'). */
  brand: TextBox;
  headline: TextBox[];
  offer: TextBox;
  codeCard: RectBox;
  codeLabel: TextBox;
  code: TextBox;
  footer: TextBox;
  /** Top of the first block and bottom of the last: the content sits in the middle. */
  contentTop: number;
  contentBottom: number;
};

/** Sizes at a 1080 px wide canvas; everything scales with the width. */
const base = {
  padding: 96,
  brandSize: 60,
  gapAfterBrand: 96,
  headlineSize: 76,
  headlineLineHeight: 1.2,
  gapAfterHeadline: 32,
  offerSize: 40,
  gapAfterOffer: 80,
  codeCardHeight: 260,
  codeCardRadius: 40,
  codeLabelSize: 30,
  codeSize: 120,
  gapAfterCard: 80,
  footerSize: 36,
} as const;

/** Where each piece goes on a canvas of this size, centred vertically; a taller canvas gets more air. */
export function layoutReferralGraphic(width: number, height: number): ReferralGraphicLayout {
  const unit = width / 1080;
  // On the 9:16 story the blocks spread out a little, so the design does not look lost in the middle.
  const air = Math.min(1.6, Math.max(1, height / width));
  const s = (value: number) => value * unit;
  const gap = (value: number) => value * unit * air;

  const padding = s(base.padding);
  const maxWidth = width - 2 * padding;
  const centreX = width / 2;
  const headlineLine = s(base.headlineSize * base.headlineLineHeight);
  const blocks =
    s(base.brandSize) +
    gap(base.gapAfterBrand) +
    headlineLine * 2 +
    gap(base.gapAfterHeadline) +
    s(base.offerSize) +
    gap(base.gapAfterOffer) +
    s(base.codeCardHeight) +
    gap(base.gapAfterCard) +
    s(base.footerSize);
  const contentTop = (height - blocks) / 2;

  let y = contentTop;
  const line = (fontSize: number): TextBox => {
    const box = { x: centreX, y: y + fontSize / 2, fontSize, maxWidth };
    y += fontSize;
    return box;
  };

  const brand = line(s(base.brandSize));
  y += gap(base.gapAfterBrand);
  const headline = [0, 1].map(() => {
    const box = { x: centreX, y: y + headlineLine / 2, fontSize: s(base.headlineSize), maxWidth };
    y += headlineLine;
    return box;
  });
  y += gap(base.gapAfterHeadline);
  const offer = line(s(base.offerSize));
  y += gap(base.gapAfterOffer);

  const codeCard = {
    x: padding,
    y,
    width: maxWidth,
    height: s(base.codeCardHeight),
    radius: s(base.codeCardRadius),
  };
  const codeInner = maxWidth - 2 * s(48);
  const codeLabel = { x: centreX, y: y + s(56), fontSize: s(base.codeLabelSize), maxWidth: codeInner };
  const code = { x: centreX, y: y + s(160), fontSize: s(base.codeSize), maxWidth: codeInner };
  y += codeCard.height + gap(base.gapAfterCard);
  const footer = line(s(base.footerSize));

  return {
    width,
    height,
    padding,
    brand,
    headline,
    offer,
    codeCard,
    codeLabel,
    code,
    footer,
    contentTop,
    contentBottom: y,
  };
}

/** The largest font size, at most `size`, at which `measure` says the text fits `maxWidth`. */
export function fitFontSize(
  measure: (fontSize: number) => number,
  size: number,
  maxWidth: number,
  minSize = 12,
): number {
  let fontSize = size;
  while (fontSize > minSize && measure(fontSize) > maxWidth) fontSize -= 2;
  return Math.max(minSize, fontSize);
}

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const codeFontFamily = 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

function drawLine(
  ctx: CanvasRenderingContext2D,
  text: string,
  box: TextBox,
  weight: number,
  family = fontFamily,
): void {
  const fontSize = fitFontSize(
    (size) => {
      ctx.font = `${weight} ${size}px ${family}`;
      return ctx.measureText(text).width;
    },
    box.fontSize,
    box.maxWidth,
  );
  ctx.font = `${weight} ${fontSize}px ${family}`;
  ctx.fillText(text, box.x, box.y);
}

export type ReferralGraphicOptions = {
  size: ReferralGraphicSize;
  gradient: ReferralGradient;
  code: string;
  text: ReferralGraphicText;
};

/** Draws the graphic on the canvas, resizing it to the chosen size. */
export function drawReferralGraphic(canvas: HTMLCanvasElement, options: ReferralGraphicOptions): void {
  const { width, height } = referralGraphicSizes[options.size];
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  const layout = layoutReferralGraphic(width, height);
  const { text } = options;

  const background = ctx.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, options.gradient.from);
  background.addColorStop(1, options.gradient.to);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);

  // Soft circles for depth.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.08)';
  for (const [cx, cy, r] of [
    [width * 0.9, height * 0.08, width * 0.32],
    [width * 0.05, height * 0.95, width * 0.4],
  ] as const) {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  drawLine(ctx, text.brand.toUpperCase(), layout.brand, 700);
  ctx.fillStyle = '#ffffff';
  text.headline.forEach((line, index) => {
    const box = layout.headline[index];
    if (box) drawLine(ctx, line, box, 800);
  });
  ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
  drawLine(ctx, text.offer, layout.offer, 500);

  const card = layout.codeCard;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(card.x, card.y, card.width, card.height, card.radius);
  ctx.fill();
  ctx.fillStyle = '#71717a';
  drawLine(ctx, text.codeLabel, layout.codeLabel, 600);
  ctx.fillStyle = options.gradient.accent;
  drawLine(ctx, options.code, layout.code, 800, codeFontFamily);

  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  drawLine(ctx, text.footer, layout.footer, 500);
}

/** e.g. 'cic-connect-referral-CICSHUZA-square.png'. */
export function referralFileName(productName: string, code: string, size: ReferralGraphicSize): string {
  const product = productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const safeCode = code.replace(/[^A-Za-z0-9]/g, '');
  return `${product}-referral-${safeCode}-${size}.png`;
}

/** The canvas as a PNG. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not create the image'))),
      'image/png',
    );
  });
}
