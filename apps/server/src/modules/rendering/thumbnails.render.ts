/**
 * The first request for a render address renders it and keeps it in storage under
 * `renders/{kind}/{name}`; every later one is read from there. The name changes with everything
 * the picture depends on, so a kept render is never stale. An address whose template, brand or
 * project is gone (or has changed since the address was made) answers 404.
 */
import {
  DEFAULT_COLORS,
  type ProjectValues,
  renderPageSvg,
  type TemplateDocument,
  type ThemeValues,
  templateFeatures,
  themeFromBrand,
} from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { inlinedPhotos } from '../photos/photos.service';
import { openKeptDrawing } from '../storage/kept-drawings';
import type { StoredObject } from '../storage/storage.service';
import { inlineLogo } from './logo';
import { liveBrandValues, liveProjectWithTemplate, liveTemplateDocument } from './thumbnails.queries';
import { parseRenderName, type RenderKind } from './thumbnails.service';

type ThumbnailDeps = Pick<AppDeps, 'database' | 'storage' | 'renderer' | 'tokens'>;

/** Wide enough for a catalogue card on a 2× screen. */
export const THUMBNAIL_WIDTH = 480;

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
    pngWidth: THUMBNAIL_WIDTH,
    title: '',
  });
  return Buffer.from(result.bytes);
}

/** The picture a render address names: kept, or rendered once however many ask for it at once. */
export async function openThumbnail(deps: ThumbnailDeps, kind: RenderKind, name: string): Promise<StoredObject> {
  const parts = parseRenderName(deps.tokens.secret, kind, name);
  if (!parts) throw notFound('Not found');
  const key = `renders/${kind}/${name}`;
  return openKeptDrawing(deps.storage, key, () => render(deps, kind, parts), fail);
}
