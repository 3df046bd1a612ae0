import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  afterStartOfImage,
  canvasJpeg,
  gpsExifSegment,
  htmlPayload,
  jpegSegment,
  phoneGpsTags,
} from '../../test/jpeg-bytes';
import { AppError } from '../http/app-error';
import {
  checkInPhoto,
  checkInThumbnail,
  makeThumbnail,
  maxPhotoMegapixels,
  processPhoto,
  processPhotoWithThumbnail,
  processThumbnail,
  sniffPhotoType,
} from './images';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('processPhoto', () => {
  it('strips EXIF (including GPS) and every other metadata', async () => {
    const input = await solid(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Someone', Artist: 'Parent phone', Make: 'PhoneCo' },
        IFD3: phoneGpsTags,
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif?.toString('latin1')).toContain('Someone');

    const { photo, thumbnail, width, height } = await processPhotoWithThumbnail(input);
    for (const output of [photo, thumbnail, await makeThumbnail(photo)]) {
      const after = await sharp(output).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(output.includes(Buffer.from('Someone'))).toBe(false);
      expect(output.includes(Buffer.from('Exif\0\0'))).toBe(false);
    }
    expect({ width, height }).toEqual({ width: 640, height: 480 });
  });

  it('turns the photo upright by its EXIF orientation', async () => {
    // Stored 400x200 landscape with orientation 6 (rotate 90° clockwise to view): upright it is 200x400.
    const input = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const { photo, width, height } = await processPhoto(input);
    expect({ width, height }).toEqual({ width: 200, height: 400 });
    const after = await sharp(photo).metadata();
    expect({ width: after.width, height: after.height }).toEqual({ width: 200, height: 400 });
  });

  it('fits a turned photo by its upright size', async () => {
    // Stored 1920x1080 with orientation 6: upright 1080x1920, already within the box, kept as is.
    const exact = await solid(1920, 1080).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const kept = await processPhoto(exact);
    expect({ width: kept.width, height: kept.height }).toEqual({ width: 1080, height: 1920 });
    // Stored 3000x2000 with orientation 8: upright 2000x3000, fitted to 1080x1620.
    const large = await solid(3000, 2000).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    const fitted = await processPhoto(large);
    expect({ width: fitted.width, height: fitted.height }).toEqual({ width: 1080, height: 1620 });
  });

  it('fits a 4000x3000 PNG within 1080x1920 and re-encodes it as JPEG', async () => {
    const input = await solid(4000, 3000).png({ compressionLevel: 1 }).toBuffer();
    const { photo, thumbnail, width, height } = await processPhotoWithThumbnail(input);
    expect(width).toBeLessThanOrEqual(1080);
    expect(height).toBeLessThanOrEqual(1920);
    expect({ width, height }).toEqual({ width: 1080, height: 810 });
    const photoMeta = await sharp(photo).metadata();
    expect(photoMeta.format).toBe('jpeg');
    expect({ width: photoMeta.width, height: photoMeta.height }).toEqual({ width, height });
    const thumbMeta = await sharp(thumbnail).metadata();
    expect(thumbMeta.format).toBe('jpeg');
    expect({ width: thumbMeta.width, height: thumbMeta.height }).toEqual({ width: 320, height: 240 });
    const later = await sharp(await makeThumbnail(photo)).metadata();
    expect({ format: later.format, width: later.width, height: later.height }).toEqual({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
  });

  it('fits a tall photo by height and never enlarges a small one', async () => {
    const tall = await processPhotoWithThumbnail(await solid(1500, 4000).webp().toBuffer());
    expect({ width: tall.width, height: tall.height }).toEqual({ width: 720, height: 1920 });
    const tallThumb = await sharp(tall.thumbnail).metadata();
    expect({ width: tallThumb.width, height: tallThumb.height }).toEqual({ width: 120, height: 320 });

    const small = await processPhotoWithThumbnail(await solid(100, 80).png().toBuffer());
    expect({ width: small.width, height: small.height }).toEqual({ width: 100, height: 80 });
    const smallThumb = await sharp(small.thumbnail).metadata();
    expect({ width: smallThumb.width, height: smallThumb.height }).toEqual({ width: 100, height: 80 });
  });

  it('flattens transparency onto white', async () => {
    const input = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { photo } = await processPhoto(input);
    const { data } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('rejects a PDF with 415', async () => {
    const error = await rejection(
      processPhoto(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')),
    );
    expect(error.code).toBe('UNSUPPORTED_MEDIA');
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('The photo must be a JPEG, PNG or WebP image.');
  });

  it('rejects text, GIF and empty input with 415', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    for (const input of [Buffer.from('just some text'), gif, Buffer.alloc(0)]) {
      expect((await rejection(processPhoto(input))).code).toBe('UNSUPPORTED_MEDIA');
    }
  });

  it('rejects a corrupt image with the right magic bytes with 415', async () => {
    const good = await solid(200, 200).jpeg().toBuffer();
    const truncated = good.subarray(0, 200);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);
    for (const input of [truncated, garbage, fakePng]) {
      const error = await rejection(processPhoto(input));
      expect(error.code).toBe('UNSUPPORTED_MEDIA');
      expect(error.statusCode).toBe(415);
    }
  });

  it('rejects input over 10 MB with 413 before decoding', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff], 0);
    const error = await rejection(processPhoto(big));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('The photo must be 10 MB or smaller.');
  });

  it('refuses an image past 16 megapixels with 413 on every decode, and takes one of exactly 16', async () => {
    expect(maxPhotoMegapixels).toBe(16);
    const tooMany = await solid(4001, 4000).png({ compressionLevel: 1 }).toBuffer();
    for (const [decode, field] of [
      [processPhoto, undefined],
      [processPhotoWithThumbnail, undefined],
      [processThumbnail, 'thumbnail'],
    ] as const) {
      const error = await rejection(decode(tooMany));
      expect(error.statusCode).toBe(413);
      expect(error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(error.message).toBe('The photo must be at most 16 megapixels.');
      expect(error.messageCode).toBe('checkIns.photoTooManyPixels');
      expect(error.field).toBe(field);
    }
    await expect(makeThumbnail(tooMany)).rejects.toThrow(/pixel limit/);

    const exactly = await solid(4000, 4000).jpeg().toBuffer();
    expect((await processPhoto(exactly)).height).toBe(1080);
  });
});

describe('checkInPhoto and checkInThumbnail', () => {
  const heicLike = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1');
  const truncatedSegment = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0, 0x45, 0x78, 0x69, 0x66]);

  it('store a clean canvas JPEG as sent, and a phone JPEG less its metadata, without decoding', async () => {
    const photo = await canvasJpeg(1080, 1920);
    const stored = await checkInPhoto(photo);
    expect(stored).toEqual({ photo, width: 1080, height: 1920 });
    expect(stored.photo).toBe(photo);
    const thumbnail = await canvasJpeg(180, 320);
    expect(await checkInThumbnail(thumbnail)).toBe(thumbnail);

    const withGps = afterStartOfImage(thumbnail, await gpsExifSegment(), jpegSegment(0xfe, htmlPayload));
    expect((await checkInThumbnail(withGps)).equals(thumbnail)).toBe(true);
  });

  it('turn a photo with EXIF orientation 6 upright the old way', async () => {
    const input = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { photo, width, height } = await checkInPhoto(input);
    expect({ width, height }).toEqual({ width: 200, height: 400 });
    const after = await sharp(photo).metadata();
    expect({ width: after.width, height: after.height, orientation: after.orientation }).toEqual({
      width: 200,
      height: 400,
      orientation: undefined,
    });
    expect(after.exif).toBeUndefined();
  });

  it('fit a JPEG over the box the old way (a landscape 1920x1080 too), and a thumbnail over 320 px', async () => {
    const tall = await checkInPhoto(await solid(1200, 1600).jpeg().toBuffer());
    expect({ width: tall.width, height: tall.height }).toEqual({ width: 1080, height: 1440 });
    const landscape = await checkInPhoto(await canvasJpeg(1920, 1080));
    expect({ width: landscape.width, height: landscape.height }).toEqual({ width: 1080, height: 608 });
    const thumbnail = await sharp(await checkInThumbnail(await canvasJpeg(400, 300))).metadata();
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 320, height: 240 });
  });

  it('re-encode CMYK, PNG and WebP to an RGB JPEG the old way', async () => {
    const cmyk = await solid(64, 48).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).channels).toBe(4);
    for (const input of [cmyk, await solid(64, 48).png().toBuffer(), await solid(64, 48).webp().toBuffer()]) {
      const { photo } = await checkInPhoto(input);
      const metadata = await sharp(photo).metadata();
      expect({ format: metadata.format, channels: metadata.channels, space: metadata.space }).toEqual({
        format: 'jpeg',
        channels: 3,
        space: 'srgb',
      });
      const thumbnail = await sharp(await checkInThumbnail(input)).metadata();
      expect({ format: thumbnail.format, channels: thumbnail.channels }).toEqual({
        format: 'jpeg',
        channels: 3,
      });
    }
  });

  it('refuse what sharp cannot read either with 415, and too many bytes or pixels with 413, as before', async () => {
    const tooLarge = Buffer.alloc(11 * 1024 * 1024);
    tooLarge.set([0xff, 0xd8, 0xff], 0);
    const tooManyPixels = await solid(4001, 4000).png({ compressionLevel: 1 }).toBuffer();
    for (const [input, status] of [
      [truncatedSegment, 415],
      [heicLike, 415],
      [Buffer.from(htmlPayload), 415],
      [tooLarge, 413],
      [tooManyPixels, 413],
    ] as const) {
      expect((await rejection(checkInPhoto(input))).statusCode).toBe(status);
      const thumbnail = await rejection(checkInThumbnail(input));
      expect({ status: thumbnail.statusCode, field: thumbnail.field }).toEqual({
        status,
        field: 'thumbnail',
      });
    }
  });
});

describe('sniffPhotoType', () => {
  it('reads magic bytes only', async () => {
    expect(sniffPhotoType(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPhotoType(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffPhotoType(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffPhotoType(Buffer.from('%PDF-1.4'))).toBeUndefined();
    expect(sniffPhotoType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
  });
});
