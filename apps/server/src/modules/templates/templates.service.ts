/**
 * Templates (DESIGN §1.7): admins upload SVG documents, which are sanitized and refused with every
 * reason; products of type template point at one through design_huddle_template_id. A new SVG is
 * a new version (renders are cached per version); a template a product still uses cannot be deleted.
 */
import {
  isUuid,
  type RouteParsed,
  type SlotSettings,
  type TemplateDocument,
  type TemplateSlots,
  type templateRoutes,
  templateSlots,
} from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { AppError, fieldError, notFound } from '../../errors';
import { templatePreviewAddress } from '../rendering/thumbnails.service';
import { readTemplateOffThread } from './template-reader';
import { productsByTemplate, settingsOf, toTemplate, toTemplateSummary } from './templates.mapper';
import {
  findTemplateRow,
  insertTemplate,
  listTemplateRows,
  productsUsingTemplates,
  softDeleteTemplate,
  type TemplateRow,
  updateTemplateRow,
} from './templates.queries';

type TemplateDeps = Pick<AppDeps, 'database' | 'tokens'>;
type CreateInput = RouteParsed<typeof templateRoutes.create>['body'];
type UpdateInput = RouteParsed<typeof templateRoutes.update>['body'];

const templateNotFound = () => notFound('Template not found');

async function shapeTemplate(deps: TemplateDeps, db: Db, row: TemplateRow) {
  const products = await productsUsingTemplates(db, [row.id]);
  return toTemplate(row, products, templatePreviewAddress(deps, row));
}

export async function listTemplates(deps: TemplateDeps) {
  const db = deps.database.db;
  const rows = await listTemplateRows(db);
  const products = productsByTemplate(
    await productsUsingTemplates(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => toTemplateSummary(row, products.get(row.id) ?? [], templatePreviewAddress(deps, row)));
}

export async function getTemplate(deps: TemplateDeps, id: string) {
  const db = deps.database.db;
  const row = await findTemplateRow(db, id.toLowerCase());
  if (!row) throw templateNotFound();
  return shapeTemplate(deps, db, row);
}

/** Sanitizes and stores a new template; a 400 naming `svg` lists everything refused. */
export async function createTemplate(deps: TemplateDeps, body: CreateInput) {
  const content = await readTemplateOffThread(body.svg);
  return deps.database.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, { name: body.name, ...content });
    return shapeTemplate(deps, tx, row);
  });
}

/**
 * Renames a template, replaces its SVG (a new version) and/or changes its slots' settings; fields
 * left out keep their value. Settings name slots of the template as it will be; only text slots lock.
 */
export async function updateTemplate(deps: TemplateDeps, id: string, body: UpdateInput) {
  const content = body.svg !== undefined ? await readTemplateOffThread(body.svg) : undefined;
  return deps.database.db.transaction(async (tx) => {
    const templateId = id.toLowerCase();
    let slotSettings: SlotSettings | undefined;
    if (body.slots !== undefined) {
      const current = await findTemplateRow(tx, templateId, 'update');
      if (!current) throw templateNotFound();
      const document = content?.document ?? (current.document as TemplateDocument);
      slotSettings = mergedSlotSettings(templateSlots(document), settingsOf(current), body.slots);
    }
    const row = await updateTemplateRow(tx, templateId, { name: body.name, content, slotSettings });
    if (!row) throw templateNotFound();
    return shapeTemplate(deps, tx, row);
  });
}

/** The settings after a change: 400 naming `slots.{name}` for a slot the template lacks or a photo slot locked. */
function mergedSlotSettings(slots: TemplateSlots, current: SlotSettings, sent: SlotSettings): SlotSettings {
  const texts = new Set(slots.texts.map((slot) => slot.name));
  const photos = new Set(slots.photos.map((slot) => slot.name));
  const issues: { path: string; message: string }[] = [];
  for (const [name, setting] of Object.entries(sent)) {
    if (!texts.has(name) && !photos.has(name))
      issues.push({ path: `slots.${name}`, message: `The template has no slot "${name}"` });
    else if (photos.has(name) && setting.locked)
      issues.push({ path: `slots.${name}`, message: 'Only text slots can be locked' });
  }
  if (issues.length > 0) throw new AppError('validation_failed', issues.map((i) => i.message).join('; '), issues);
  const merged: SlotSettings = { ...current };
  for (const [name, setting] of Object.entries(sent)) merged[name] = { ...merged[name], ...setting };
  return merged;
}

/** Soft-deletes a template no product uses; 409 names the products that still do. */
export async function deleteTemplate(deps: TemplateDeps, id: string) {
  const templateId = id.toLowerCase();
  await deps.database.db.transaction(async (tx) => {
    // Locked first: a product saved meanwhile waits for this, then finds the template gone.
    if (!(await findTemplateRow(tx, templateId, 'update'))) throw templateNotFound();
    const users = await productsUsingTemplates(tx, [templateId]);
    if (users.length > 0) {
      const titles = users.map((p) => `"${p.title}"`).join(', ');
      throw new AppError(
        'conflict',
        `The template is still used by ${titles}: choose another template for them first`,
        [{ path: 'id', message: `Used by ${titles}` }],
      );
    }
    await softDeleteTemplate(tx, templateId);
  });
  return { id: templateId };
}

/**
 * The id a product may store in design_huddle_template_id: empty, or a live template's id
 * (lower-cased). Call it inside the product's transaction: the template is locked against a
 * concurrent delete until the product is written.
 */
export async function requireLiveTemplate(tx: Db, value: string, field = 'design_huddle_template_id') {
  const id = value.trim().toLowerCase();
  if (id === '') return '';
  if (!isUuid(id) || !(await findTemplateRow(tx, id, 'share'))) {
    throw fieldError(field, `No template has the id ${value.slice(0, 60)}: choose one of the templates`);
  }
  return id;
}
