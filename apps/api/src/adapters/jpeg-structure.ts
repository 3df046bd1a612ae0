/** The JPEG markers a plain baseline or progressive file is made of (ITU T.81 table B.1). */
export const jpegMarker = {
  startOfImage: 0xd8,
  endOfImage: 0xd9,
  baselineFrame: 0xc0,
  progressiveFrame: 0xc2,
  huffmanTables: 0xc4,
  startOfScan: 0xda,
  quantisationTables: 0xdb,
  restartInterval: 0xdd,
  comment: 0xfe,
  app0: 0xe0,
  app1: 0xe1,
  app2: 0xe2,
  app14: 0xee,
} as const;

/** One marker and its bytes: from the 0xFF to the next marker (a scan includes its coded data). */
export type JpegSegment = { marker: number; start: number; end: number };
/** A file's frame size, its segments in order (SOI first, EOI last) and where EOI ends. */
export type JpegStructure = { width: number; height: number; segments: JpegSegment[]; end: number };

export const isAppSegment = (marker: number) => marker >= 0xe0 && marker <= 0xef;

// Everything else (other frame types and arithmetic coding, DAC, DNL, DHP, EXP, JPGn, TEM, a
// second SOI) is a file a browser's canvas never makes: it is left to the full decode.
const segmentMarkers = new Set<number>([
  jpegMarker.baselineFrame,
  jpegMarker.progressiveFrame,
  jpegMarker.huffmanTables,
  jpegMarker.startOfScan,
  jpegMarker.quantisationTables,
  jpegMarker.restartInterval,
  jpegMarker.comment,
]);
const isSegmentMarker = (marker: number) => segmentMarkers.has(marker) || isAppSegment(marker);

/** An 8-bit frame of one (grey) or three (YCbCr) components; CMYK and other precisions are not. */
function frameSize(bytes: Buffer, start: number, end: number): { width: number; height: number } | undefined {
  const components = bytes[start + 9];
  if (bytes[start + 4] !== 8 || (components !== 1 && components !== 3)) return undefined;
  if (end - start !== 10 + 3 * components) return undefined;
  for (let at = start + 10; at < end; at += 3) {
    const sampling = bytes[at + 1] as number;
    const horizontal = sampling >> 4;
    const vertical = sampling & 0x0f;
    if (horizontal < 1 || horizontal > 4 || vertical < 1 || vertical > 4 || (bytes[at + 2] as number) > 3) {
      return undefined;
    }
  }
  const height = bytes.readUInt16BE(start + 5);
  const width = bytes.readUInt16BE(start + 7);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** A scan header naming one to four of the frame's components, and exactly as long as that. */
function isScanHeader(bytes: Buffer, start: number, end: number, frameComponents: number): boolean {
  const components = bytes[start + 4] as number;
  return components >= 1 && components <= frameComponents && end - start === 8 + 2 * components;
}

/**
 * Where a scan's coded data ends: at the first 0xFF that is neither stuffing (0xFF00) nor a restart
 * marker. `indexOf` runs in native code, so a 300 KB photo costs microseconds, not a JS loop.
 */
function codedDataEnd(bytes: Buffer, from: number): number | undefined {
  let at = from;
  for (;;) {
    const found = bytes.indexOf(0xff, at);
    if (found === -1 || found + 1 >= bytes.length) return undefined;
    const next = bytes[found + 1] as number;
    if (next !== 0x00 && (next < 0xd0 || next > 0xd7)) return found;
    at = found + 2;
  }
}

/**
 * The segments of a plain JPEG, read from its bytes without decoding a pixel; undefined for
 * anything else: no SOI first, a segment running past the end, a marker outside the plain set,
 * no frame or two, a scan before the frame or none at all, no EOI.
 */
export function readJpegStructure(bytes: Buffer): JpegStructure | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== jpegMarker.startOfImage) return undefined;
  const segments: JpegSegment[] = [{ marker: jpegMarker.startOfImage, start: 0, end: 2 }];
  let frame: { width: number; height: number; components: number } | undefined;
  let scans = 0;
  let at = 2;
  while (at + 1 < bytes.length) {
    const marker = bytes[at + 1] as number;
    if (bytes[at] !== 0xff) return undefined;
    if (marker === jpegMarker.endOfImage) {
      if (!frame || scans === 0) return undefined;
      segments.push({ marker, start: at, end: at + 2 });
      return { width: frame.width, height: frame.height, segments, end: at + 2 };
    }
    if (!isSegmentMarker(marker) || at + 4 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    let end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    if (marker === jpegMarker.baselineFrame || marker === jpegMarker.progressiveFrame) {
      const size = frame ? undefined : frameSize(bytes, at, end);
      if (!size) return undefined;
      frame = { ...size, components: bytes[at + 9] as number };
    } else if (marker === jpegMarker.startOfScan) {
      if (!frame || !isScanHeader(bytes, at, end, frame.components)) return undefined;
      const dataEnd = codedDataEnd(bytes, end);
      if (dataEnd === undefined) return undefined;
      scans += 1;
      end = dataEnd;
    }
    segments.push({ marker, start: at, end });
    at = end;
  }
  return undefined;
}
