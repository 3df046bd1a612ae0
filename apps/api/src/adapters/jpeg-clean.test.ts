import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  afterStartOfImage,
  canvasJpeg,
  gpsExifSegment,
  htmlPayload,
  jfifSegment,
  jpegSegment,
  solidImage,
} from '../../test/jpeg-bytes';
import { exifOrientation } from './exif-orientation';
import { cleanJpeg } from './jpeg-clean';
import { readJpegStructure } from './jpeg-structure';

const photoBox = { width: 1080, height: 1920 };
const html = Buffer.from(htmlPayload, 'latin1');

/** An Exif payload whose IFD0 holds only an Orientation, in either byte order. */
function exifPayload(orientation: number, order: 'II' | 'MM'): Buffer {
  const tiff = Buffer.alloc(26);
  const little = order === 'II';
  const u16 = (value: number, at: number) =>
    little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  tiff.write(order, 0, 'latin1');
  u16(42, 2);
  u32(8, 4);
  u16(1, 8);
  u16(0x0112, 10);
  u16(3, 12);
  u32(1, 14);
  u16(orientation, 18);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** The offset of the first segment with `marker` (a frame or scan header, say). */
function offsetOf(jpeg: Buffer, marker: number): number {
  const segment = readJpegStructure(jpeg)?.segments.find((found) => found.marker === marker);
  if (!segment) throw new Error(`no segment ${marker.toString(16)}`);
  return segment.start;
}

describe('cleanJpeg', () => {
  it('returns a clean canvas JPEG itself, not a copy', async () => {
    const input = await canvasJpeg(120, 160);
    const cleaned = cleanJpeg(input, photoBox);
    expect(cleaned).toEqual({ bytes: input, width: 120, height: 160 });
    expect(cleaned?.bytes).toBe(input);
  });

  it('removes an APP1 Exif block with GPS, keeping every other byte', async () => {
    const base = await canvasJpeg(64, 48);
    const input = afterStartOfImage(base, await gpsExifSegment());
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const cleaned = cleanJpeg(input, photoBox);
    expect(cleaned?.bytes.equals(base)).toBe(true);
    expect(cleaned?.bytes.includes(Buffer.from('Exif\0'))).toBe(false);
    expect(cleaned?.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('removes a comment holding HTML, and HTML after EOI without copying', async () => {
    const base = await canvasJpeg(64, 48);
    const commented = cleanJpeg(afterStartOfImage(base, jpegSegment(0xfe, html)), photoBox);
    expect(commented?.bytes.equals(base)).toBe(true);

    const trailing = Buffer.concat([base, html]);
    const cleaned = cleanJpeg(trailing, photoBox);
    expect(cleaned?.bytes.equals(base)).toBe(true);
    // Only the tail goes: the result is a view of the upload, not a copy.
    expect(cleaned?.bytes.buffer).toBe(trailing.buffer);
  });

  it('removes XMP, JFXX, Photoshop and other APPn blocks but keeps JFIF and every ICC chunk', async () => {
    const base = await solidImage(64, 48).jpeg().withIccProfile('p3').toBuffer();
    expect(base[3]).toBe(0xe2);
    const input = afterStartOfImage(
      base.subarray(0, 2),
      jfifSegment,
      jpegSegment(0xe0, 'JFXX\0\x10thumbnail'),
      jpegSegment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>secret</x:xmpmeta>'),
      jpegSegment(0xed, 'Photoshop 3.0\0caption'),
      jpegSegment(0xe2, 'MPF\0pictures'),
      jpegSegment(0xef, 'anything'),
      base.subarray(2),
    );
    const cleaned = cleanJpeg(input, photoBox);
    expect(cleaned?.bytes.equals(afterStartOfImage(base, jfifSegment))).toBe(true);
    const metadata = await sharp(cleaned?.bytes).metadata();
    expect(metadata.icc).toBeDefined();
    expect(metadata.xmp).toBeUndefined();
    for (const word of ['JFXX', 'secret', 'Photoshop', 'MPF', 'anything']) {
      expect(cleaned?.bytes.includes(Buffer.from(word)), word).toBe(false);
    }
  });

  it('keeps a progressive file as sent, less the removed segments', async () => {
    const base = afterStartOfImage(
      await solidImage(300, 400).jpeg({ progressive: true }).toBuffer(),
      jfifSegment,
    );
    expect(
      readJpegStructure(base)?.segments.filter((segment) => segment.marker === 0xda).length,
    ).toBeGreaterThan(1);
    const input = Buffer.concat([
      afterStartOfImage(base.subarray(0, 20), await gpsExifSegment(), jpegSegment(0xfe, 'made by PhoneCo')),
      base.subarray(20),
      html,
    ]);
    expect(cleanJpeg(input, photoBox)?.bytes.equals(base)).toBe(true);
  });

  it('takes a grey (one-component) JPEG', async () => {
    const grey = await solidImage(40, 30).toColourspace('b-w').jpeg().toBuffer();
    expect(cleanJpeg(grey, photoBox)?.bytes).toBe(grey);
  });

  it('takes a frame exactly the box and none over it, either way', async () => {
    const exact = await solidImage(1080, 1920).jpeg({ quality: 40 }).toBuffer();
    expect(cleanJpeg(exact, photoBox)).toMatchObject({ width: 1080, height: 1920 });
    const landscape = await solidImage(1920, 1080).jpeg({ quality: 40 }).toBuffer();
    expect(cleanJpeg(landscape, photoBox)).toBeUndefined();
    const thumbnail = await solidImage(320, 321).jpeg().toBuffer();
    expect(cleanJpeg(thumbnail, { width: 320, height: 320 })).toBeUndefined();
  });

  it('refuses a frame that declares a size over the box whatever its data holds', async () => {
    const input = Buffer.from(await canvasJpeg(64, 48));
    const frame = offsetOf(input, 0xc0);
    input.writeUInt16BE(4000, frame + 5);
    expect(cleanJpeg(input, photoBox)).toBeUndefined();
    input.writeUInt16BE(0, frame + 5);
    expect(cleanJpeg(input, photoBox)).toBeUndefined();
  });

  it('refuses CMYK, 12-bit, extended, lossless and arithmetic-coded frames', async () => {
    const cmyk = await solidImage(64, 48).toColourspace('cmyk').jpeg().toBuffer();
    expect(cleanJpeg(cmyk, photoBox)).toBeUndefined();
    const plain = await canvasJpeg(64, 48);
    const frame = offsetOf(plain, 0xc0);
    for (const marker of [0xc1, 0xc3, 0xc5, 0xc9, 0xca, 0xcb, 0xcd]) {
      const other = Buffer.from(plain);
      other[frame + 1] = marker;
      expect(cleanJpeg(other, photoBox), marker.toString(16)).toBeUndefined();
    }
    const twelveBit = Buffer.from(plain);
    twelveBit[frame + 4] = 12;
    expect(cleanJpeg(twelveBit, photoBox)).toBeUndefined();
  });

  it('refuses a second frame, DAC, DNL, DHP and EXP segments, a second SOI', async () => {
    const plain = await canvasJpeg(64, 48);
    const frame = offsetOf(plain, 0xc0);
    const frameSegment = plain.subarray(frame, frame + 2 + plain.readUInt16BE(frame + 2));
    const twoFrames = Buffer.concat([plain.subarray(0, frame), frameSegment, plain.subarray(frame)]);
    expect(cleanJpeg(twoFrames, photoBox)).toBeUndefined();
    for (const marker of [0xcc, 0xdc, 0xde, 0xdf, 0xf0]) {
      expect(cleanJpeg(afterStartOfImage(plain, jpegSegment(marker, '\0\0\0\0')), photoBox)).toBeUndefined();
    }
    expect(cleanJpeg(afterStartOfImage(plain, Buffer.from([0xff, 0xd8])), photoBox)).toBeUndefined();
  });

  it('refuses a truncated segment, a missing scan, a missing EOI and a missing SOI', async () => {
    const plain = await canvasJpeg(64, 48);
    const runsPastEnd = Buffer.concat([plain.subarray(0, 2), Buffer.from([0xff, 0xe1, 0xff, 0xf0]), html]);
    expect(cleanJpeg(runsPastEnd, photoBox)).toBeUndefined();
    const scan = offsetOf(plain, 0xda);
    expect(
      cleanJpeg(Buffer.concat([plain.subarray(0, scan), Buffer.from([0xff, 0xd9])]), photoBox),
    ).toBeUndefined();
    expect(cleanJpeg(plain.subarray(0, plain.length - 2), photoBox)).toBeUndefined();
    expect(cleanJpeg(plain.subarray(0, plain.length - 20), photoBox)).toBeUndefined();
    expect(cleanJpeg(plain.subarray(2), photoBox)).toBeUndefined();
    const shortLength = Buffer.from(plain);
    shortLength.writeUInt16BE(1, offsetOf(plain, 0xdb) + 2);
    expect(cleanJpeg(shortLength, photoBox)).toBeUndefined();
  });

  it('refuses an EXIF orientation other than 1 (either byte order) and an unreadable Exif block', async () => {
    const plain = await canvasJpeg(64, 48);
    const withExif = (payload: Buffer) => afterStartOfImage(plain, jpegSegment(0xe1, payload));
    for (const order of ['II', 'MM'] as const) {
      expect(cleanJpeg(withExif(exifPayload(1, order)), photoBox)?.bytes.equals(plain)).toBe(true);
      for (const orientation of [0, 3, 6, 8, 9]) {
        expect(
          cleanJpeg(withExif(exifPayload(orientation, order)), photoBox),
          `${order} ${orientation}`,
        ).toBeUndefined();
      }
    }
    const cut = exifPayload(1, 'MM').subarray(0, 20);
    expect(cleanJpeg(withExif(cut), photoBox)).toBeUndefined();
    const sharpTurned = await solidImage(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(cleanJpeg(sharpTurned, photoBox)).toBeUndefined();
  });

  it("refuses Adobe's APP14, which changes how the colours are read", async () => {
    const plain = await canvasJpeg(64, 48);
    const adobe = jpegSegment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'));
    expect(cleanJpeg(afterStartOfImage(plain, adobe), photoBox)).toBeUndefined();
  });

  it('leaves PNG, WebP and HEIC to the full decode', async () => {
    for (const other of [
      await solidImage(64, 48).png().toBuffer(),
      await solidImage(64, 48).webp().toBuffer(),
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
    ]) {
      expect(cleanJpeg(other, photoBox)).toBeUndefined();
    }
  });
});

describe('cleanJpeg on damaged files', () => {
  it('never throws, and what it returns is a plain JPEG with nothing left to remove', async () => {
    const base = afterStartOfImage(
      await solidImage(40, 30).jpeg({ progressive: true }).toBuffer(),
      jfifSegment,
      await gpsExifSegment(),
      jpegSegment(0xfe, html),
    );
    const damage = fc.record({
      bytes: fc.array(fc.tuple(fc.nat({ max: base.length - 1 }), fc.integer({ min: 0, max: 255 })), {
        maxLength: 4,
      }),
      cut: fc.nat({ max: base.length }),
      tail: fc.uint8Array({ maxLength: 8 }),
    });
    fc.assert(
      fc.property(damage, ({ bytes, cut, tail }) => {
        const input = Buffer.concat([Buffer.from(base), Buffer.from(tail)]);
        for (const [at, value] of bytes) input[at] = value;
        const cleaned = cleanJpeg(input.subarray(0, cut === 0 ? input.length : cut), photoBox);
        if (cleaned) expect(cleanJpeg(cleaned.bytes, photoBox)?.bytes).toBe(cleaned.bytes);
      }),
      { numRuns: 2000, seed: 29 },
    );
  });
});

describe('exifOrientation', () => {
  it('reads IFD0 Orientation in either byte order, 1 when absent, undefined when out of bounds', () => {
    expect(exifOrientation(exifPayload(6, 'II'))).toBe(6);
    expect(exifOrientation(exifPayload(8, 'MM'))).toBe(8);
    const absent = exifPayload(6, 'II');
    absent.writeUInt16LE(0x010f, 6 + 10);
    expect(exifOrientation(absent)).toBe(1);
    const farIfd = exifPayload(6, 'MM');
    farIfd.writeUInt32BE(0xfffffff0, 6 + 4);
    expect(exifOrientation(farIfd)).toBeUndefined();
    const manyEntries = exifPayload(6, 'II');
    manyEntries.writeUInt16LE(500, 6 + 8);
    expect(exifOrientation(manyEntries)).toBeUndefined();
    expect(exifOrientation(Buffer.from('Exif\0\0XX*\0', 'latin1'))).toBeUndefined();
  });
});
