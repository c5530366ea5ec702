/**
 * Addresses of renders in a theme (DESIGN §1.7): `/renders/{kind}/{name}.png`. The name says what
 * to render and carries an HMAC over it, so a list hands out addresses without rendering anything,
 * holding an address is the permission to read it, and the first request renders and caches it.
 * Each name changes with what it depends on (template version, brand or project change), so an
 * address can be cached for good.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
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
  return `/renders/${kind}/${parts.join('.')}.${renderSignature(deps.tokens.secret, kind, parts)}.png`;
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

/** The parts of a render name whose signature is right, or null. */
export function parseRenderName(secret: string, kind: RenderKind, name: string): string[] | null {
  const match = /^(.+)\.([A-Za-z0-9_-]{22})\.png$/.exec(name);
  if (!match) return null;
  const parts = match[1]!.split('.');
  // Compared in constant time, as file signatures are: the time taken must not hint at the signature.
  const expected = Buffer.from(renderSignature(secret, kind, parts));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? parts : null;
}
