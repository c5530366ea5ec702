/**
 * Addresses of renders in a theme (DESIGN §1.7): `/renders/{kind}/{name}.webp`. The name says what
 * to render and carries an HMAC over it, so a list hands out addresses without rendering anything,
 * holding an address is the permission to read it, and the first request renders and caches it.
 * Each name changes with what it depends on (template version, brand or project change), so an
 * address can be cached for good. The same name with `.card.webp` or `.card2x.webp` is the picture
 * at a catalogue card's size (RENDER_SIZES), and with `.png` the picture the others are made from.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RENDER_SIZES, type RenderSize } from '@stockroom/contract';
import type { TokenService } from '../../lib/tokens';

export const RENDER_KINDS = ['template', 'brand', 'project'] as const;
export type RenderKind = (typeof RENDER_KINDS)[number];

type Signing = { tokens: Pick<TokenService, 'secret'> };

export function renderSignature(secret: string, kind: RenderKind, parts: readonly string[]) {
  // A key of its own, so that this signature never stands in for a token's or a file's.
  return createHmac('sha256', `renders:${secret}`)
    .update(`${kind}/${parts.join('.')}`)
    .digest('base64url')
    .slice(0, 22);
}

function address(deps: Signing, kind: RenderKind, parts: string[]) {
  return `/renders/${kind}/${parts.join('.')}.${renderSignature(deps.tokens.secret, kind, parts)}.webp`;
}

/** The first page of a template in neutral colours (the admin's preview). */
export const templatePreviewAddress = (deps: Signing, template: { id: string; version: number }) =>
  address(deps, 'template', [template.id, String(template.version)]);

/** The first page of a template in a brand's theme (the member's catalogue). */
export const brandThumbnailAddress = (
  deps: Signing,
  template: { id: string; version: number },
  brand: { id: string; updated_at: Date },
) => address(deps, 'brand', [template.id, String(template.version), brand.id, String(brand.updated_at.getTime())]);

/** The first page of a project in its current colours and texts (/user-assets). */
export const projectThumbnailAddress = (
  deps: Signing,
  project: { id: string; updated_at: Date; template_version: number },
) => address(deps, 'project', [project.id, String(project.updated_at.getTime()), String(project.template_version)]);

/** A render name's signed parts, the size asked for (none: the render's own) and its format. */
export interface RenderName {
  parts: string[];
  /** The name without size or format: the key of what every size of it is made from. */
  signed: string;
  size: RenderSize | null;
  format: 'png' | 'webp';
}

const isSize = (size: string): size is RenderSize => Object.hasOwn(RENDER_SIZES, size);

/** The parts of a render name whose signature is right, or null. */
export function parseRenderName(secret: string, kind: RenderKind, name: string): RenderName | null {
  const match = /^((.+)\.([A-Za-z0-9_-]{22}))(?:\.([a-z0-9]+))?\.(png|webp)$/.exec(name);
  if (!match) return null;
  const [, signed = '', joined = '', signature = '', size, format] = match;
  // Sizes are made in WebP only; the PNG is the render the sizes are made from.
  if (size !== undefined && (format !== 'webp' || !isSize(size))) return null;
  const parts = joined.split('.');
  // Compared in constant time, as file signatures are: the time taken must not hint at the signature.
  const expected = Buffer.from(renderSignature(secret, kind, parts));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  return { parts, signed, size: size ?? null, format: format as RenderName['format'] };
}
