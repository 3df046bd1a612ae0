const orientationTag = 0x0112;
const shortType = 3;
const ifdEntryBytes = 12;

/**
 * The Orientation of IFD0 in an APP1 Exif block (`payload` from "Exif\0\0" on): 1 when the tag is
 * absent, undefined when the block cannot be read (either byte order; every offset is checked
 * against the block's end).
 */
export function exifOrientation(payload: Buffer): number | undefined {
  const tiff = payload.subarray(6);
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  if (ifd + 2 + entries * ifdEntryBytes > tiff.length) return undefined;
  for (let entry = ifd + 2; entry < ifd + 2 + entries * ifdEntryBytes; entry += ifdEntryBytes) {
    if (u16(entry) !== orientationTag) continue;
    return u16(entry + 2) === shortType && u32(entry + 4) === 1 ? u16(entry + 8) : undefined;
  }
  return 1;
}
