import sharp from 'sharp';

/**
 * Test JPEGs built with sharp and spliced byte by byte: the segments a phone, a camera app or an
 * attacker may add to what a browser's canvas makes.
 */
export function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

/** A marker segment: 0xFF, the marker, its length (two bytes, itself included) and the payload. */
export function jpegSegment(marker: number, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** `segments` put right after SOI. */
export function afterStartOfImage(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** The APP0 "JFIF" segment a browser's canvas writes first (version 1.1, no density, no preview). */
export const jfifSegment = jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));

/** An HTML page, as a polyglot hides it in a comment or after EOI. */
export const htmlPayload = '<html><body><script>alert(document.cookie)</script></body></html>';

/** What a browser's canvas sends: a baseline JPEG with JFIF and nothing else. */
export async function canvasJpeg(width: number, height: number): Promise<Buffer> {
  return afterStartOfImage(await solidImage(width, height).jpeg({ quality: 75 }).toBuffer(), jfifSegment);
}

/** Where a phone's camera app says the photo was taken (Kuala Lumpur), as sharp's `withExif` takes it. */
export const phoneGpsTags = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '3/1 8/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '101/1 41/1 0/1',
};

/** An APP1 Exif segment with GPS and camera details, as a phone's camera app writes it. */
export async function gpsExifSegment(): Promise<Buffer> {
  const withExif = await solidImage(8, 8)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Artist: 'Parent phone' },
      IFD3: phoneGpsTags,
    })
    .toBuffer();
  // sharp writes the Exif segment right after SOI.
  if (withExif[3] !== 0xe1) throw new Error('expected APP1 after SOI');
  return withExif.subarray(2, 4 + withExif.readUInt16BE(4));
}
