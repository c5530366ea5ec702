/**
 * A project's values against its template's slots (decision 0024): completed (slots not set take
 * their default, locked ones always do), checked before a save or an export (a text past its box,
 * a photo that is not the member's or no longer usable: 400 naming the slot).
 */
import {
  brandFieldsNeeded,
  completeText,
  isBrandImagePath,
  overflowBySlot,
  overflowMessage,
  type ProjectPhoto,
  type ProjectValues,
  type SlotSettings,
  type TemplateSlots,
  templateSlots,
  textOverflows,
} from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import { type ResolvedPhoto as MemberPhoto, resolveMemberPhotos } from '../photos/photos.service';
import { fileSignerFor } from '../storage/file-signer';
import { brandTheme, memberBrand } from './brand-theme';
import { documentOf } from './projects.mapper';
import type { TemplateRow } from './templates-lookup.queries';

type SlotDeps = Pick<AppDeps, 'database' | 'storage' | 'tokens'>;

export const slotsOf = (template: TemplateRow): TemplateSlots =>
  templateSlots(documentOf(template), (template.slot_settings ?? {}) as SlotSettings);

/** The brand texts a project's slots need: only read when a slot is missing or locked. */
async function brandTextFor(db: Db, userId: string, slots: TemplateSlots, text: Record<string, string>) {
  const needed = brandFieldsNeeded(slots, text);
  if (needed.length === 0) return {};
  const brand = await memberBrand(db, userId);
  return brandTheme(brand?.values ?? {}, needed).text;
}

/** The values as the project shows them: every slot has its text, locked ones their default. */
export async function completeValues(
  db: Db,
  userId: string,
  template: TemplateRow,
  values: ProjectValues,
): Promise<ProjectValues> {
  const slots = slotsOf(template);
  const text = completeText(slots, values.text, await brandTextFor(db, userId, slots, values.text));
  const photoSlots = new Set(slots.photos.map((slot) => slot.name));
  const photos = Object.fromEntries(Object.entries(values.photos ?? {}).filter(([name]) => photoSlots.has(name)));
  return { ...values, text, ...(Object.keys(photos).length > 0 && { photos }) };
}

/** The logo is '' or one of the brand images (decision 0018), never an address from elsewhere. */
export function refuseForeignLogo(logo: string, path = 'logo') {
  if (logo !== '' && !isBrandImagePath(logo)) throw fieldError(path, 'The logo must be an image of your brand');
}

const refused = (issues: { path: string; message: string }[]) =>
  new AppError('validation_failed', issues.map((issue) => issue.message).join('; '), issues);

/**
 * Refuses values a render could not draw as the template means: a text that does not fit its box at
 * its smallest size, a photo slot the template lacks, or a photo that is not the member's to use.
 * Answers the member's photos the values use.
 */
export async function checkValues(
  deps: SlotDeps,
  userId: string,
  template: TemplateRow,
  values: ProjectValues,
): Promise<Map<string, MemberPhoto>> {
  const slots = slotsOf(template);
  const issues: { path: string; message: string }[] = [];
  for (const [name, overflow] of overflowBySlot(textOverflows(documentOf(template), values.text))) {
    issues.push({ path: `text.${name}`, message: overflowMessage(slots, name, overflow) });
  }
  const photoSlots = new Set(slots.photos.map((slot) => slot.name));
  const chosen = Object.entries(values.photos ?? {});
  for (const [name] of chosen) {
    if (!photoSlots.has(name))
      issues.push({ path: `photos.${name}`, message: `The template has no photo slot "${name}"` });
  }
  const ids = [...new Set(chosen.map(([, photo]) => photo.photo_id).filter((id) => id !== ''))];
  const found = ids.length > 0 ? await resolveMemberPhotos(deps, userId, ids) : new Map<string, MemberPhoto>();
  for (const [name, photo] of chosen) {
    if (photo.photo_id !== '' && !found.has(photo.photo_id.toLowerCase())) {
      issues.push({
        path: `photos.${name}`,
        message: 'This photo is not one of yours, or it is no longer available: choose another',
      });
    }
  }
  if (issues.length > 0) throw refused(issues);
  return found;
}

/** The member's photos a project uses, for the editor to show. */
export function projectPhotos(deps: Pick<AppDeps, 'tokens'>, photos: Map<string, MemberPhoto>): ProjectPhoto[] {
  const signer = fileSignerFor(deps.tokens);
  return [...photos.values()].map((photo) => ({
    id: photo.id,
    width: photo.width,
    height: photo.height,
    preview_url: signer.signedUrl(photo.previewKey).url,
  }));
}
