import sharp from 'sharp';

/** An image's pixels on white, without alpha: how it shows on a page. */
const onWhite = (png: Uint8Array) =>
  sharp(png).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * How far apart two pictures of the same size are: the mean absolute difference of their colour
 * channels (0 to 255) over every pixel, each drawn on white.
 */
export async function meanDifference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [first, second] = await Promise.all([onWhite(a), onWhite(b)]);
  if (first.info.width !== second.info.width || first.info.height !== second.info.height) {
    throw new Error(
      `${first.info.width} × ${first.info.height} px against ${second.info.width} × ${second.info.height} px`,
    );
  }
  let sum = 0;
  for (let i = 0; i < first.data.length; i++) sum += Math.abs(first.data[i]! - second.data[i]!);
  return sum / first.data.length;
}
