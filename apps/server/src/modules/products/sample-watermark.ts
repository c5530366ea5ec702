/**
 * A sample image's preview (decision 0039): the original made small (at most
 * SAMPLE_PREVIEW_MAX_SIDE px on its long side) with "SAMPLE" drawn across it in rows, and a
 * "SAMPLE" tag in a corner that reads on any picture. The words are drawn as outlines of the
 * bundled font, because sharp's SVG renderer would fall back to whatever fonts the machine has,
 * or to none, and silently leave the watermark out.
 */
import { SAMPLE_PREVIEW_MAX_SIDE } from '@stockroom/contract';
import sharp from 'sharp';
import { FONT_FAMILY } from '../rendering/fonts';
import { textToOutlines } from '../rendering/svg-outlines';
import { parseSvg } from '../rendering/svg-tree';

/** As uploads are limited (decision 0009): a small file may claim a picture that takes gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;
const WORD = 'SAMPLE';

function watermarkSvg(width: number, height: number) {
  const size = Math.max(14, Math.round(Math.min(width, height) / 7));
  const rowGap = Math.round(size * 2.4);
  // Rows long enough to cover the picture at any turn: the diagonal both ways from the centre.
  const reach = Math.ceil(Math.hypot(width, height) / 2) + size;
  const row = Array.from({ length: Math.ceil((2 * reach) / (size * 4)) + 1 }, () => WORD).join(' ');
  const rows: string[] = [];
  for (let y = -reach, i = 0; y <= reach; y += rowGap, i++) {
    // Every other row shifted by half a word, so that no column of gaps runs down the picture.
    const x = -reach - (i % 2) * size * 2;
    rows.push(`<text x="${x}" y="${y}">${row}</text>`);
  }
  const tag = Math.max(11, Math.round(Math.min(width, height) / 18));
  const pad = Math.round(tag * 0.6);
  const tagWidth = Math.round(tag * 4.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<g transform="translate(${width / 2} ${height / 2}) rotate(-30)" font-family="${FONT_FAMILY}" font-weight="900" font-size="${size}" word-spacing="${size}" fill="#ffffff" fill-opacity="0.42" stroke="#000000" stroke-opacity="0.3" stroke-width="${Math.max(1, size / 28)}">${rows.join('')}</g>
<rect x="${pad}" y="${height - pad - tag * 1.6}" width="${tagWidth}" height="${tag * 1.6}" rx="${tag * 0.3}" fill="#000000" fill-opacity="0.62"/>
<text x="${pad + tagWidth / 2}" y="${height - pad - tag * 0.48}" font-family="${FONT_FAMILY}" font-weight="900" font-size="${tag}" text-anchor="middle" fill="#ffffff">${WORD}</text>
</svg>`;
}

/** The preview of `original` (any image sharp reads) as a WebP. */
export async function watermarkedPreview(original: Buffer): Promise<Buffer> {
  const small = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(SAMPLE_PREVIEW_MAX_SIDE, SAMPLE_PREVIEW_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = small.info;
  const svg = watermarkSvg(width, height);
  const overlay = Buffer.from(textToOutlines(svg, parseSvg(svg)));
  return sharp(small.data, { raw: { width, height, channels } })
    .composite([{ input: overlay }])
    .webp({ quality: 78 })
    .toBuffer();
}
