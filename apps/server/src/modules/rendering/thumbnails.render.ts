/**
 * The first request for a render address renders it and keeps it in storage under
 * `renders/{kind}/{name}`; every later one is read from there. The name changes with everything
 * the picture depends on, so a kept render is never stale. An address whose template, brand or
 * project is gone (or has changed since the address was made) answers 404. Each name is rendered
 * once, as a PNG; its WebP copies (its own size and a card's) are made from that PNG.
 */
import {
  DEFAULT_COLORS,
  type ProjectValues,
  RENDER_SIZES,
  type RenderSize,
  renderPageSvg,
  type TemplateDocument,
  type ThemeValues,
  templateFeatures,
  themeFromBrand,
} from '@stockroom/contract';
import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { inlinedPhotos } from '../photos/photos.service';
import { openKeptDrawing } from '../storage/kept-drawings';
import type { StoredObject } from '../storage/storage.service';
import { inlineLogo } from './logo';
import { liveBrandValues, liveProjectWithTemplate, liveTemplateDocument } from './thumbnails.queries';
import { parseRenderName, type RenderKind } from './thumbnails.service';

type ThumbnailDeps = Pick<AppDeps, 'database' | 'storage' | 'renderer' | 'tokens'>;

/** Wide enough for a product's page; a wide banner is drawn wider, to fill a card on a 2× screen. */
export const THUMBNAIL_WIDTH = 480;

/** The PNG's width: THUMBNAIL_WIDTH, or as wide as the largest card size shows the page. */
function renderWidth(document: TemplateDocument) {
  const { width, height } = RENDER_SIZES.card2x;
  return Math.max(THUMBNAIL_WIDTH, Math.min(width, Math.round((height * document.width) / document.height)));
}

/** What a placeholder shows before anyone's brand fills it: its meaning, not its code. */
const SAMPLE_TEXTS: Record<string, string> = {
  isp: 'Your company',
  url: 'yourcompany.com',
  phone: '(555) 010-0100',
  email: 'hello@yourcompany.com',
  tagline: 'Your tagline here',
  address: '1 Main Street, Springfield',
};
const sampleText = (name: string) =>
  SAMPLE_TEXTS[name] ?? name.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

function neutralTheme(document: TemplateDocument): ThemeValues {
  const classes = Object.fromEntries(Object.entries(DEFAULT_COLORS).map(([name, color]) => [name, { color }]));
  const text = Object.fromEntries(templateFeatures(document).placeholders.map((name) => [name, sampleText(name)]));
  return { classes: classes as ThemeValues['classes'], text, logo: '' };
}

const fail = () => notFound('This picture is no longer available');

/** The document and theme an address draws, from its signed parts; null when it is gone. */
async function subjectOf(deps: ThumbnailDeps, kind: RenderKind, parts: string[]) {
  const db = deps.database.db;
  if (kind === 'template') {
    const [templateId = '', version] = parts;
    const template = await liveTemplateDocument(db, templateId);
    if (!template || String(template.version) !== version) return null;
    const document = template.document as TemplateDocument;
    return { document, theme: neutralTheme(document) };
  }
  if (kind === 'brand') {
    const [templateId = '', version, brandId = '', brandStamp] = parts;
    const [template, brand] = await Promise.all([liveTemplateDocument(db, templateId), liveBrandValues(db, brandId)]);
    if (!template || String(template.version) !== version) return null;
    if (!brand || String(brand.updated_at.getTime()) !== brandStamp) return null;
    const document = template.document as TemplateDocument;
    return { document, theme: themeFromBrand(brand.values, templateFeatures(document).placeholders) };
  }
  const [projectId = '', stamp, version] = parts;
  const project = await liveProjectWithTemplate(db, projectId);
  if (!project || String(project.updated_at.getTime()) !== stamp || String(project.template_version) !== version) {
    return null;
  }
  const values = project.values as ProjectValues;
  // The preview copies are plenty for a thumbnail, and a fraction of the print copies' bytes.
  const slotPhotos = await inlinedPhotos(deps, project.user_id, values.photos ?? {}, 'preview');
  return { document: project.document as TemplateDocument, theme: { ...values, slotPhotos } };
}

async function render(deps: ThumbnailDeps, kind: RenderKind, parts: string[]) {
  const subject = await subjectOf(deps, kind, parts);
  if (!subject?.document.pages.length) throw fail();
  const { document } = subject;
  const theme = await inlineLogo(deps, subject.theme);
  const result = await deps.renderer.render({
    format: 'png',
    pages: [renderPageSvg(document, 0, theme)],
    width: document.width,
    height: document.height,
    unit: document.unit,
    bleed: 0,
    printReady: false,
    cmyk: [],
    pngWidth: renderWidth(document),
    title: '',
  });
  return Buffer.from(result.bytes);
}

/**
 * The PNG as a WebP, whole or fitted inside a card's size. Lossy at a high quality: a render is flat
 * colour, text and photos, where lossless WebP measured larger and the lossy one is not told apart.
 */
async function webpOf(png: Buffer, size: RenderSize | null) {
  const image = sharp(png);
  const fitted = size ? image.resize({ ...RENDER_SIZES[size], fit: 'inside', withoutEnlargement: true }) : image;
  return fitted.webp({ quality: 82, effort: 4 }).toBuffer();
}

async function bytesOf(file: StoredObject) {
  return Buffer.concat(await file.stream.toArray());
}

/** The picture a render address names: kept, or drawn once however many ask for it at once. */
export async function openThumbnail(deps: ThumbnailDeps, kind: RenderKind, name: string): Promise<StoredObject> {
  const parsed = parseRenderName(deps.tokens.secret, kind, name);
  if (!parsed) throw notFound('Not found');
  const { parts, signed, size, format } = parsed;
  const png = () =>
    openKeptDrawing(deps.storage, `renders/${kind}/${signed}.png`, () => render(deps, kind, parts), fail);
  if (format === 'png') return png();
  return openKeptDrawing(
    deps.storage,
    `renders/${kind}/${name}`,
    async () => webpOf(await bytesOf(await png()), size),
    fail,
  );
}
