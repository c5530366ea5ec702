/**
 * A demo product's sample images (decision 0039): parts of the demo photos, drawn on this machine
 * and stored as an admin's upload would be (a WebP 1200 × 800), so that a newcomer opening the
 * locked photo library sees its watermarked previews at once. Nothing is downloaded.
 */
import sharp from 'sharp';
import { type DemoPhoto, demoPhotoJpeg } from './demo-photos';

export interface DemoSample {
  photo: DemoPhoto;
  /** Left, top, width and height of the part of the 1600 × 1067 photo shown; the whole without. */
  crop?: [left: number, top: number, width: number, height: number];
}

export async function renderDemoSample({ photo, crop }: DemoSample): Promise<Buffer> {
  const image = sharp(await demoPhotoJpeg(photo));
  if (crop) image.extract({ left: crop[0], top: crop[1], width: crop[2], height: crop[3] });
  return image.resize(1200, 800, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}
