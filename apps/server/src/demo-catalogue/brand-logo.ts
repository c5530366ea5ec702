/**
 * A demo brand's logo drawn locally: a mark in the brand's accent colour and the company name in
 * its dark colour on a transparent ground, an SVG turned into a PNG by sharp, like the product
 * thumbnails. Without fonts the name is simply left out; the mark still works.
 */
import sharp from 'sharp';
import type { LogoMark } from './demo-brands';

const WIDTH = 720;
const HEIGHT = 200;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A shape per company in a 160 px square at the left, so that each logo is told apart at a glance. */
function mark(kind: LogoMark, accent: string, second: string, light: string): string {
  switch (kind) {
    case 'wave':
      return `<rect x="20" y="20" width="160" height="160" rx="36" fill="${accent}"/><path d="M44 112 C72 76 100 148 128 112 S 164 88 164 88" fill="none" stroke="${light}" stroke-width="14" stroke-linecap="round"/><circle cx="150" cy="60" r="12" fill="${second}"/>`;
    case 'peak':
      return `<circle cx="100" cy="100" r="80" fill="${accent}"/><path d="M40 140 L84 72 L106 104 L124 82 L160 140 Z" fill="${light}"/><circle cx="136" cy="62" r="12" fill="${second}"/>`;
    case 'ring':
      return `<circle cx="100" cy="100" r="80" fill="${accent}"/><circle cx="100" cy="100" r="46" fill="none" stroke="${light}" stroke-width="16"/><circle cx="100" cy="100" r="14" fill="${second}"/>`;
    default:
      return `<path d="M20 170 L100 30 L180 170 Z" fill="${accent}"/><path d="M52 170 L100 88 L148 170 Z" fill="${light}"/><path d="M78 170 L100 132 L122 170 Z" fill="${second}"/>`;
  }
}

/** The name on up to two lines, at a size that fits the space beside the mark. */
function nameText(name: string, dark: string): string {
  const words = name.split(' ');
  const lines = words.length > 2 ? [words.slice(0, -1).join(' '), words.at(-1) as string] : [name];
  const longest = Math.max(...lines.map((l) => l.length));
  // DejaVu Sans Bold runs up to about 0.7 em per character in a name of capitals and wide letters.
  const size = Math.min(56, Math.floor((WIDTH - 236) / (longest * 0.7)));
  const top = HEIGHT / 2 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.36;
  const spans = lines
    .map((line, i) => `<tspan x="212" y="${Math.round(top + i * size * 1.1)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text font-family="DejaVu Sans, Verdana, sans-serif" font-size="${size}" font-weight="bold" fill="${dark}">${spans}</text>`;
}

export function logoSvg(input: { name: string; mark: LogoMark; colours: Record<string, string> }) {
  const c = input.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${mark(input.mark, c.accent1 ?? '#334155', c.accent2 ?? '#94a3b8', c.light1 ?? '#ffffff')}
${nameText(input.name, c.dark1 ?? '#0f172a')}
</svg>`;
}

/**
 * A PNG with its transparent ground kept, 1,200 pixels wide (the widest a brand keeps): enough for
 * the yard sign's 7.8 in logo to pass the print check, as a real brand's logo would.
 */
const PNG_WIDTH = 1200;
export const renderLogo = (input: Parameters<typeof logoSvg>[0]) =>
  sharp(Buffer.from(logoSvg(input)), { density: (72 * PNG_WIDTH) / WIDTH })
    .png({ compressionLevel: 6 })
    .toBuffer();
