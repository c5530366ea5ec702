/**
 * The sizes a render (a template, brand or project thumbnail, `/renders/{kind}/{name}.webp`) is kept
 * in besides its own. A catalogue card shows its picture whole in a box 160 px tall and, at the
 * widest, about 440 px wide (two cards in a row on a tablet); a card's picture is kept fitted inside
 * that box at 1× and at 2× the pixel density, so that a portrait flyer does not travel at the width
 * of a banner and a screen is sent only the pixels it shows.
 */
export const RENDER_SIZES = {
  card: { width: 440, height: 160 },
  card2x: { width: 880, height: 320 },
} as const;
export type RenderSize = keyof typeof RENDER_SIZES;

// The name ends with its 22-character signature (the render in its own size).
const RENDER_ADDRESS = /^(\/renders\/(?:template|brand|project)\/[A-Za-z0-9_.-]+\.[A-Za-z0-9_-]{22})\.webp$/;

/** A render's address in one of its kept sizes; null for any other address (an uploaded thumbnail). */
export function renderSizeAddress(address: string, size: RenderSize): string | null {
  const match = RENDER_ADDRESS.exec(address);
  return match ? `${match[1]}.${size}.webp` : null;
}

/** What a card's <img> loads: a render at the card's size for each pixel density, or the address alone. */
export function cardImageSources(address: string): { src: string; srcSet?: string } {
  const card = renderSizeAddress(address, 'card');
  const card2x = renderSizeAddress(address, 'card2x');
  return card && card2x ? { src: card, srcSet: `${card} 1x, ${card2x} 2x` } : { src: address };
}
