import { exifOrientation } from './exif-orientation';
import { isAppSegment, type JpegSegment, jpegMarker, readJpegStructure } from './jpeg-structure';

export type ImageBox = { width: number; height: number };
/** A JPEG stored as sent, less its metadata; its size is the frame's, already upright. */
export type CleanJpeg = { bytes: Buffer; width: number; height: number };

const jfif = Buffer.from('JFIF\0', 'latin1');
const iccProfile = Buffer.from('ICC_PROFILE\0', 'latin1');
const exif = Buffer.from('Exif\0', 'latin1');
const adobe = Buffer.from('Adobe', 'latin1');

type Verdict = 'keep' | 'remove' | 'refuse';

/**
 * What becomes of a segment: the picture's own segments, JFIF and the colour profile stay; other
 * APPn (EXIF with GPS, XMP, JFXX, Photoshop…) and comments go. A file is refused (left to the full
 * decode) when removing a segment would change the picture: an EXIF orientation other than 1
 * (or one that cannot be read) would turn it, Adobe's APP14 changes how its colours are read.
 */
function verdictOn(bytes: Buffer, { marker, start, end }: JpegSegment): Verdict {
  if (marker === jpegMarker.comment) return 'remove';
  if (!isAppSegment(marker)) return 'keep';
  const payload = bytes.subarray(start + 4, end);
  const startsWith = (prefix: Buffer) => payload.subarray(0, prefix.length).equals(prefix);
  if (marker === jpegMarker.app0 && startsWith(jfif)) return 'keep';
  if (marker === jpegMarker.app2 && startsWith(iccProfile)) return 'keep';
  if (marker === jpegMarker.app14 && startsWith(adobe)) return 'refuse';
  if (marker === jpegMarker.app1 && startsWith(exif) && exifOrientation(payload) !== 1) return 'refuse';
  return 'remove';
}

type Plan = { width: number; height: number; kept: [number, number][]; removes: boolean };

/** The byte ranges to keep (adjacent ones joined), or undefined when the file needs the full decode. */
function planOf(bytes: Buffer, box: ImageBox): Plan | undefined {
  const structure = readJpegStructure(bytes);
  if (!structure || structure.width > box.width || structure.height > box.height) return undefined;
  const kept: [number, number][] = [];
  let removes = structure.end < bytes.length;
  for (const segment of structure.segments) {
    const verdict = verdictOn(bytes, segment);
    if (verdict === 'refuse') return undefined;
    if (verdict === 'remove') {
      removes = true;
      continue;
    }
    const last = kept.at(-1);
    if (last && last[1] === segment.start) last[1] = segment.end;
    else kept.push([segment.start, segment.end]);
  }
  return { width: structure.width, height: structure.height, kept, removes };
}

/**
 * A plain JPEG within `box`, cleaned without decoding: metadata segments, comments and anything
 * after EOI removed. The input itself (or a view of it) when there is nothing to remove, else one
 * copy of the kept ranges, read again to check it needs nothing more. Undefined for any file the
 * full decode must handle.
 */
export function cleanJpeg(bytes: Buffer, box: ImageBox): CleanJpeg | undefined {
  const plan = planOf(bytes, box);
  if (!plan) return undefined;
  const { width, height, kept } = plan;
  if (!plan.removes) return { bytes, width, height };
  const [only] = kept;
  const cleaned =
    kept.length === 1 && only
      ? bytes.subarray(only[0], only[1])
      : Buffer.concat(kept.map(([start, end]) => bytes.subarray(start, end)));
  const again = planOf(cleaned, box);
  if (!again || again.removes || again.width !== width || again.height !== height) return undefined;
  return { bytes: cleaned, width, height };
}
