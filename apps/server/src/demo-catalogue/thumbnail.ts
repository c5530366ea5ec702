/**
 * A product thumbnail drawn locally: an SVG (gradient, a motif for the product type, the title)
 * turned into an 800×450 WebP by sharp. Every choice comes from the title, so a product looks the
 * same on every run. Without fonts the text is simply left out; the picture still works.
 */
import sharp from 'sharp';
import type { ProductType } from './demo-product';
import { wrapWords } from './wrap-words';

const WIDTH = 800;
const HEIGHT = 450;
const MARGIN = 48;

/** FNV-1a, then mulberry32: a small PRNG seeded by a string. */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Darkens the lower part, so that the white title reads on the lightest gradients too. */
const SHADE =
  '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.3" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.38"/></linearGradient>';

const round = (n: number) => Math.round(n * 10) / 10;

/** A motif in the top right corner that tells the type at a glance, even without text. */
function motif(type: ProductType): string {
  const paint = 'fill="#ffffff" fill-opacity="0.9"';
  const soft = 'fill="#ffffff" fill-opacity="0.35"';
  switch (type) {
    case 'video':
      return `<circle cx="650" cy="130" r="78" ${soft}/><path d="M628 92 L694 130 L628 168 Z" ${paint}/>`;
    case 'article':
      return `<rect x="590" y="48" width="128" height="164" rx="10" ${soft}/>${[0, 1, 2, 3, 4, 5]
        .map((i) => `<rect x="610" y="${74 + i * 22}" width="${i % 3 === 2 ? 60 : 88}" height="9" rx="4" ${paint}/>`)
        .join('')}`;
    case 'template':
      return `<rect x="566" y="52" width="180" height="150" rx="10" ${soft}/><rect x="580" y="66" width="152" height="26" rx="5" ${paint}/><rect x="580" y="102" width="72" height="86" rx="5" ${paint}/><rect x="662" y="102" width="70" height="38" rx="5" ${paint}/><rect x="662" y="150" width="70" height="38" rx="5" ${paint}/>`;
    case 'campaign':
      return `<circle cx="654" cy="128" r="86" ${soft}/><circle cx="654" cy="128" r="58" fill="none" stroke="#ffffff" stroke-width="12" stroke-opacity="0.9"/><circle cx="654" cy="128" r="20" ${paint}/>`;
    default:
      return `<rect x="598" y="58" width="130" height="130" rx="16" ${soft} transform="rotate(8 663 123)"/><rect x="578" y="70" width="130" height="130" rx="16" ${paint}/><circle cx="610" cy="104" r="13" fill="#000000" fill-opacity="0.18"/><path d="M588 190 L630 140 L660 170 L680 150 L700 190 Z" fill="#000000" fill-opacity="0.18"/>`;
  }
}

/** The title in as few lines as fit, at the largest size that keeps it within three lines. */
function titleLines(title: string): { size: number; lines: string[] } {
  for (const size of [46, 40, 34]) {
    // DejaVu Sans Bold runs about 0.62 em per character on average.
    const lines = wrapWords(title, Math.floor((WIDTH - 2 * MARGIN) / (size * 0.62)));
    if (lines.length <= 3) return { size, lines };
  }
  const lines = wrapWords(title, 36).slice(0, 3);
  return { size: 34, lines: lines.map((l, i) => (i === 2 ? `${l}…` : l)) };
}

export function thumbnailSvg(input: { title: string; type: ProductType; provider: string; colours: [string, string] }) {
  const random = seededRandom(input.title);
  const angle = random() * Math.PI * 2;
  const [x1, y1] = [0.5 - Math.cos(angle) / 2, 0.5 - Math.sin(angle) / 2];
  const [x2, y2] = [1 - x1, 1 - y1];
  const bubbles = [0, 1, 2]
    .map(() => {
      const r = 60 + random() * 160;
      return `<circle cx="${round(random() * WIDTH)}" cy="${round(random() * HEIGHT)}" r="${round(r)}" fill="#ffffff" fill-opacity="${round(0.05 + random() * 0.08)}"/>`;
    })
    .join('');
  const { size, lines } = titleLines(input.title);
  const lineHeight = Math.round(size * 1.15);
  const firstBaseline = HEIGHT - 78 - (lines.length - 1) * lineHeight;
  const title = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = input.type.toUpperCase();
  const font = `font-family="DejaVu Sans, Verdana, sans-serif"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}"><stop offset="0" stop-color="${input.colours[0]}"/><stop offset="1" stop-color="${input.colours[1]}"/></linearGradient>
${SHADE}</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${bubbles}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>${motif(input.type)}
<rect x="${MARGIN}" y="44" width="${label.length * 13 + 36}" height="34" rx="17" fill="#ffffff" fill-opacity="0.22"/>
<text x="${MARGIN + 18}" y="67" ${font} font-size="16" font-weight="bold" letter-spacing="2" fill="#ffffff">${label}</text>
<text ${font} font-size="${size}" font-weight="bold" fill="#ffffff">${title}</text>
<text x="${MARGIN}" y="${HEIGHT - 36}" ${font} font-size="18" fill="#ffffff" fill-opacity="0.85">${escapeXml(input.provider)}</text>
</svg>`;
}

// Effort 2 of 6 encodes in half the time of the default for a file a few per cent larger.
export async function renderThumbnail(input: Parameters<typeof thumbnailSvg>[0]): Promise<Buffer> {
  return sharp(Buffer.from(thumbnailSvg(input)))
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}
