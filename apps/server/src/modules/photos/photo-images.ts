/**
 * The image work for members' photos (decision 0024): whatever came in (JPEG, PNG, WebP) is turned
 * as its EXIF says, made sRGB, put on white where it is transparent, and written as two JPEGs. The
 * print copy is a press JPEG (quality 85, 4:2:0 chroma, as photo desks send them): every export
 * inlines it, and 4:4:4 made it half again as large with no difference on paper. The preview is made
 * from the print copy, cheaper to decode than a 50-megapixel original. Metadata (EXIF, location) is
 * dropped.
 */
import { PHOTO_MAX_PIXELS, PHOTO_PREVIEW_MAX_SIDE, PHOTO_PRINT_MAX_SIDE } from '@stockroom/contract';
import sharp from 'sharp';

export interface PhotoCopies {
  print: Buffer;
  preview: Buffer;
  /** Of the print copy, as shown. */
  width: number;
  height: number;
}

export type PhotoImageProblem = 'damaged' | 'too-many-pixels';

/** Thrown when the bytes are no image sharp can read whole, or decode to too many pixels. */
export class PhotoImageError extends Error {
  constructor(readonly problem: PhotoImageProblem) {
    super(problem);
  }
}

const within = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });

/** The two JPEG copies of an image; a damaged or cut-short image (sharp fails on a warning) throws. */
export async function photoCopies(input: Buffer): Promise<PhotoCopies> {
  let pixels: number;
  try {
    const meta = await sharp(input).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new PhotoImageError('damaged');
  }
  // Checked before decoding, so the message can say why; sharp's own limit stays as a backstop.
  if (pixels > PHOTO_MAX_PIXELS) throw new PhotoImageError('too-many-pixels');
  try {
    const print = await sharp(input, { autoOrient: true, limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning' })
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .resize(within(PHOTO_PRINT_MAX_SIDE))
      .jpeg({ quality: 85, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    const preview = await sharp(print.data).resize(within(PHOTO_PREVIEW_MAX_SIDE)).jpeg({ quality: 80 }).toBuffer();
    return { print: print.data, preview, width: print.info.width, height: print.info.height };
  } catch {
    throw new PhotoImageError('damaged');
  }
}
