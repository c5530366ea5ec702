/**
 * Our own allowlist on top of DOMPurify's (DESIGN §1.7): a template may point only inside itself,
 * at an inline PNG or JPEG, or at the logo slot. Renderers follow any other address — resvg reads
 * `/etc/passwd` as happily as an https image — so nothing else may leave the document.
 */
import { LOGO_SLOT } from '@stockroom/contract';
import { cssProblems, isLocalUrl } from './css-rules';

const INLINE_IMAGE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]*$/;
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);

/** Why an `href`/`xlink:href` value is refused on this element; null when it is allowed. */
function linkProblem(element: string, name: string, value: string): string | null {
  const trimmed = value.trim();
  if (isLocalUrl(trimmed)) return null;
  if (trimmed === LOGO_SLOT)
    return element === 'image' ? null : `${LOGO_SLOT} is a slot for <image> only, not <${element}>`;
  if (element === 'image' && INLINE_IMAGE.test(trimmed)) return null;
  const shown = trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed;
  return (
    `<${element} ${name}="${shown}"> points outside the template: links may only be #id, ` +
    `${LOGO_SLOT} or an inline data:image/png or data:image/jpeg (on <image>)`
  );
}

/** Every `url(...)` in a presentation attribute (fill, filter, mask, …) must be `url(#id)`. */
function urlProblems(element: string, name: string, value: string): string[] {
  const problems: string[] = [];
  for (const match of value.matchAll(/url\s*\(([^)]*)\)?/gi)) {
    const target = (match[1] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
    if (!isLocalUrl(target))
      problems.push(`<${element} ${name}> refers to url(${target.slice(0, 60)}): only url(#id) is allowed`);
  }
  return problems;
}

/** Why an attribute is refused (on top of what DOMPurify removes); empty when it is fine. */
export function attributeProblems(element: string, name: string, value: string): string[] {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return [`<${element} ${name}>: event handlers are not allowed`];
  if (LINK_ATTRIBUTES.has(lower)) {
    const problem = linkProblem(element, name, value);
    return problem ? [problem] : [];
  }
  if (lower === 'style') return cssProblems(value, 'declarationList', `<${element} style>`);
  const problems: string[] = [];
  if (value.includes('\\')) problems.push(`<${element} ${name}> uses an escape (\\), which is not allowed`);
  if (/javascript:|vbscript:/i.test(value)) problems.push(`<${element} ${name}> contains a javascript: address`);
  return [...problems, ...urlProblems(element, name, value)];
}

/** `data-max-width` marks a text box: a positive width in user units. */
export function textBoxProblem(element: string, value: string | null): string | null {
  if (value === null) return null;
  const width = Number(value);
  if (element !== 'text') return `data-max-width belongs on <text>, not <${element}>`;
  return Number.isFinite(width) && width > 0
    ? null
    : `<text data-max-width="${value.slice(0, 20)}"> is not a positive number`;
}
