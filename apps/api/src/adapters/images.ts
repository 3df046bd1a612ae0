import { message } from '@cic/contract';
import sharp from 'sharp';
import { AppError } from '../http/app-error';
import { cleanJpeg } from './jpeg-clean';

export const maxPhotoBytes = 10 * 1024 * 1024;
/**
 * The most pixels any decode reads (decision 063). A phone's own photo is 12 to 16 megapixels
 * (4032x3024, 4608x3456), the web sends at most 1080x1920 (2 megapixels); a 16-megapixel PNG
 * takes about 27 MB and 0.2 s to decode and fit, a 48-megapixel one twice that, and sharp's
 * own default (268 megapixels) lets a 16000x16000 PNG of a few hundred kilobytes through.
 */
export const maxPhotoMegapixels = 16;
/** How every image is opened: corrupt files fail, and nothing past the pixel limit is decoded. */
export const decodeOptions = { failOn: 'error', limitInputPixels: maxPhotoMegapixels * 1_000_000 } as const;
const photoBox = { width: 1080, height: 1920 };
const thumbnailBox = { width: 320, height: 320 };

/**
 * A checked photo (re-encoded, or a check-in's cleaned JPEG); `thumbnail` only where it is made in
 * the request (activities).
 */
export type ProcessedPhoto = { photo: Buffer; width: number; height: number };
export type PhotoWithThumbnail = ProcessedPhoto & { thumbnail: Buffer };

type PhotoType = 'jpeg' | 'png' | 'webp';

/** The image type by magic bytes, whatever the client claimed; undefined for anything else. */
export function sniffPhotoType(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** `field` names the form's file when it is not the photo itself (the thumbnail). */
function unsupported(field?: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA', message('checkIns.photoType'), field);
}

/** At most 10 MB and a JPEG, PNG or WebP by its magic bytes; the type sharp must find in it. */
function checkedType(bytes: Buffer, field?: string): PhotoType {
  if (bytes.length > maxPhotoBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', message('checkIns.photoTooLarge'), field);
  }
  const type = sniffPhotoType(bytes);
  if (!type) throw unsupported(field);
  return type;
}

/** sharp's refusal of an image past `limitInputPixels`, raised before anything is decoded. */
function isPastPixelLimit(error: unknown): boolean {
  return error instanceof Error && error.message.includes('exceeds pixel limit');
}

/**
 * Too many pixels is 413 like too many bytes; anything else libvips could not decode (truncated
 * or corrupt) is treated like any other non-image.
 */
function asUnsupported(error: unknown, field?: string): never {
  if (error instanceof AppError) throw error;
  if (isPastPixelLimit(error)) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      message('checkIns.photoTooManyPixels', { megapixels: maxPhotoMegapixels }),
      field,
    );
  }
  throw unsupported(field);
}

// A 320x320 thumbnail: from a JPEG, sharp decodes at 1/4 or 1/8 scale (shrink-on-load), far
// cheaper than a full decode.
function thumbnailOf(input: sharp.Sharp): Promise<Buffer> {
  return input
    .autoOrient()
    .resize({ ...thumbnailBox, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
}

/**
 * Checks and re-encodes an uploaded photo: at most 10 MB, JPEG/PNG/WebP by magic bytes, turned upright by its
 * EXIF orientation, fitted within 1080x1920 (never enlarged), saved as JPEG with no metadata at all (no EXIF,
 * GPS, XMP or ICC: sharp strips metadata unless `withMetadata`/`keepExif` is called). Plain libjpeg-turbo
 * without a second Huffman pass: a 1080x1920 photo takes about 15 ms instead of 25 ms (optimised Huffman
 * tables) or 200 ms (mozjpeg), for files 10-20% larger.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const type = checkedType(bytes);
  try {
    const input = sharp(bytes, decodeOptions);
    const metadata = await input.metadata();
    if (metadata.format !== type) throw unsupported();
    // Each step only where it changes something: the browser already sends an upright JPEG within
    // the box, and then the photo is decoded and encoded once with nothing in between.
    const orientation = metadata.orientation ?? 1;
    if (orientation > 1) input.autoOrient();
    // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
    const [width, height] =
      orientation >= 5 ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
    if (width > photoBox.width || height > photoBox.height) {
      input.resize({ ...photoBox, fit: 'inside', withoutEnlargement: true });
    }
    if (metadata.hasAlpha) input.flatten({ background: '#ffffff' });
    const { data: photo, info } = await input
      .jpeg({ quality: 80, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true });
    return { photo, width: info.width, height: info.height };
  } catch (error) {
    return asUnsupported(error);
  }
}

/** `processPhoto` and a thumbnail of the same upload, made side by side (activity photos). */
export async function processPhotoWithThumbnail(bytes: Buffer): Promise<PhotoWithThumbnail> {
  const type = checkedType(bytes);
  try {
    const input = sharp(bytes, decodeOptions);
    if ((await input.metadata()).format !== type) throw unsupported();
    const [processed, thumbnail] = await Promise.all([processPhoto(bytes), thumbnailOf(input.clone())]);
    return { ...processed, thumbnail };
  } catch (error) {
    return asUnsupported(error);
  }
}

/**
 * A thumbnail the teacher's phone made beside the photo, when `checkInThumbnail` cannot store it
 * as sent: checked like a photo and re-encoded within 320x320 (from a thumbnail-sized upload about
 * a millisecond). Errors name the form field `thumbnail`.
 */
export async function processThumbnail(bytes: Buffer): Promise<Buffer> {
  const field = 'thumbnail';
  const type = checkedType(bytes, field);
  try {
    const input = sharp(bytes, decodeOptions);
    if ((await input.metadata()).format !== type) throw unsupported(field);
    return await thumbnailOf(input);
  } catch (error) {
    return asUnsupported(error, field);
  }
}

/**
 * A check-in photo (decision 075): a plain JPEG within 1080x1920 (what the teacher's phone draws on
 * its canvas) is stored as sent, less its metadata, without decoding; anything else goes through
 * `processPhoto`. Size and type are checked first either way.
 */
export async function checkInPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (checkedType(bytes) === 'jpeg') {
    const cleaned = cleanJpeg(bytes, photoBox);
    if (cleaned) return { photo: cleaned.bytes, width: cleaned.width, height: cleaned.height };
  }
  return processPhoto(bytes);
}

/** The phone's thumbnail of a check-in: as `checkInPhoto` within 320x320, else `processThumbnail`. */
export async function checkInThumbnail(bytes: Buffer): Promise<Buffer> {
  if (checkedType(bytes, 'thumbnail') === 'jpeg') {
    const cleaned = cleanJpeg(bytes, thumbnailBox);
    if (cleaned) return cleaned.bytes;
  }
  return processThumbnail(bytes);
}

/** The thumbnail of a photo already stored by `checkInPhoto` (the check-in thumbnail job). */
export function makeThumbnail(storedPhoto: Buffer): Promise<Buffer> {
  return thumbnailOf(sharp(storedPhoto, decodeOptions));
}
