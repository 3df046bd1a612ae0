import sharp from 'sharp';

/**
 * A stand-in for what the browser uploads: a 1080x1920 JPEG of about 300 KB (the camera capture
 * shrunk in the browser), with EXIF as a phone would add. Smooth noise compresses like a photo;
 * the quality is stepped down until the file is at most ~320 KB.
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
    photo = await sharp(base)
      .resize(1080, 1920, { kernel: 'cubic' })
      .jpeg({ quality })
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Bench Phone' } })
      .toBuffer();
    if (photo.length <= 320 * 1024) break;
  }
  return photo;
}

/** The 320 px thumbnail the teacher's phone draws from the same picture (JPEG quality 0.75). */
export function makeBenchThumbnail(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 75 }).toBuffer();
}
