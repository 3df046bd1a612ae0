import sharp from 'sharp';
import { decodeOptions } from '../../adapters/images';
import type { Storage } from '../../adapters/storage';

/** Pastel backgrounds of the placeholder check-in photos. */
const backgrounds = [
  { r: 244, g: 187, b: 146 },
  { r: 160, g: 206, b: 217 },
  { r: 187, g: 222, b: 165 },
  { r: 230, g: 190, b: 230 },
  { r: 250, g: 226, b: 140 },
  { r: 190, g: 196, b: 240 },
];

export type DemoPhoto = { photoKey: string; thumbnailKey: string };

/** A child-shaped silhouette, so the placeholders read as photos of a person. */
const silhouette = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640">
    <circle cx="180" cy="250" r="78" fill="#ffffff" fill-opacity="0.75"/>
    <rect x="80" y="350" width="200" height="260" rx="90" fill="#ffffff" fill-opacity="0.75"/>
  </svg>`,
);

/**
 * Makes the placeholder photos (360x640 JPEGs and 160x284 thumbnails) and stores them under
 * 'demo/check-in-<n>.jpg' and 'demo/check-in-<n>-thumb.jpg'. Returns the keys, in order.
 */
export async function storeDemoPhotos(storage: Storage): Promise<DemoPhoto[]> {
  return Promise.all(
    backgrounds.map(async (background, index) => {
      const number = index + 1;
      const photo = await sharp({ create: { width: 360, height: 640, channels: 3, background } })
        .composite([{ input: silhouette }])
        .jpeg({ quality: 80 })
        .toBuffer();
      const thumbnail = await sharp(photo, decodeOptions).resize(160, 284).jpeg({ quality: 75 }).toBuffer();
      const keys = {
        photoKey: `demo/check-in-${number}.jpg`,
        thumbnailKey: `demo/check-in-${number}-thumb.jpg`,
      };
      await storage.put(keys.photoKey, photo, 'image/jpeg');
      await storage.put(keys.thumbnailKey, thumbnail, 'image/jpeg');
      return keys;
    }),
  );
}
