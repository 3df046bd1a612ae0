import sharp from 'sharp';

/**
 * A stand-in for what the teacher's page uploads: a 1080x1920 JPEG of about 300 KB, the camera
 * frame drawn on a canvas and encoded there, so without EXIF (decision 075: stored as sent). Smooth
 * noise compresses like a photo; the quality is stepped down until the file is at most ~320 KB.
 */
export async function makeBenchPhoto(): Promise<Buffer> {
  const base = await sharp({
    create: {
      width: 135,
      height: 240,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  let photo: Buffer = Buffer.alloc(0);
  for (let quality = 90; quality >= 40; quality -= 5) {
    photo = await sharp(base).resize(1080, 1920, { kernel: 'cubic' }).jpeg({ quality }).toBuffer();
    if (photo.length <= 320 * 1024) break;
  }
  return photo;
}

/** The 320 px thumbnail the teacher's phone draws from the same picture (JPEG quality 0.75). */
export function makeBenchThumbnail(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 75 }).toBuffer();
}
