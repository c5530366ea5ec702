/**
 * Where the logo is drawn in its `<image href="{{logo}}">` box: fitted by `preserveAspectRatio` as
 * SVG does (`xMidYMid meet` by default), so the area it covers, and so its printed resolution,
 * depends on the logo's own shape.
 */
import { LOGO_SLOT, type SvgElement } from '../templates/document';
import { number } from '../templates/shape-bounds';
import type { PixelSize } from './preflight-input';

export interface LogoPlacement {
  /** What shows of the logo, in user units (a sliced logo is clipped to its box). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** User units per logo pixel, across and down. */
  scaleX: number;
  scaleY: number;
}

export const isLogoImage = (element: SvgElement) =>
  element.name === 'image' && (element.attrs.href ?? element.attrs['xlink:href'] ?? '').trim() === LOGO_SLOT;

const offset = (align: 'Min' | 'Mid' | 'Max', spare: number) =>
  align === 'Min' ? 0 : align === 'Mid' ? spare / 2 : spare;

export function logoPlacement(element: SvgElement, logo: PixelSize): LogoPlacement | null {
  const box = {
    x: number(element.attrs.x),
    y: number(element.attrs.y),
    width: number(element.attrs.width),
    height: number(element.attrs.height),
  };
  if (!(box.width > 0 && box.height > 0 && logo.width > 0 && logo.height > 0)) return null;
  const value = (element.attrs.preserveAspectRatio ?? '').trim();
  if (value === 'none') return { ...box, scaleX: box.width / logo.width, scaleY: box.height / logo.height };
  const match = /^(?:x(Min|Mid|Max)Y(Min|Mid|Max))?\s*(meet|slice)?$/.exec(value);
  const alignX = (match?.[1] ?? 'Mid') as 'Min' | 'Mid' | 'Max';
  const alignY = (match?.[2] ?? 'Mid') as 'Min' | 'Mid' | 'Max';
  const slice = match?.[3] === 'slice';
  const scale = (slice ? Math.max : Math.min)(box.width / logo.width, box.height / logo.height);
  if (slice) return { ...box, scaleX: scale, scaleY: scale };
  const width = logo.width * scale;
  const height = logo.height * scale;
  return {
    x: box.x + offset(alignX, box.width - width),
    y: box.y + offset(alignY, box.height - height),
    width,
    height,
    scaleX: scale,
    scaleY: scale,
  };
}
