import sharp from 'sharp';

/** A PNG's pixels, to check the colour at a point or count the pixels of a colour in an area. */
export async function readPixels(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 4;
    return `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  };
  const alphaAt = (x: number, y: number) => data[(Math.round(y) * info.width + Math.round(x)) * 4 + 3]!;
  /** Pixels in a box darker than `threshold` on every channel (text on a light ground). */
  const darkPixels = (box: { x: number; y: number; width: number; height: number }, threshold = 128) => {
    let count = 0;
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) {
        const i = (y * info.width + x) * 4;
        if (data[i + 3]! > 0 && data[i]! < threshold && data[i + 1]! < threshold && data[i + 2]! < threshold) count++;
      }
    }
    return count;
  };
  return { width: info.width, height: info.height, at, alphaAt, darkPixels };
}

/** The largest difference on any channel between two `#rrggbb` colours: a lossy picture's colours shift a little. */
export function colourDistance(a: string, b: string) {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.max(...x.map((value, i) => Math.abs(value - y[i]!)));
}
