/**
 * A campaign's pieces (decision 0050): which of its associated products the member may customize,
 * each piece reached again with its product checked for the member, and the values a piece holds:
 * the shared ones, but for the slots it keeps for itself.
 */
import type { CampaignSkipReason, PhotoValue, ProjectValues, SkippedProduct } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { Viewer } from '../access/access.service';
import {
  type ProductRow,
  productTemplate,
  type ReachableProject,
  reachableProject,
  usableProduct,
} from '../customization/project-access';
import { completeValues, slotsOf } from '../customization/project-slots';
import { brandStartTheme } from '../customization/projects.service';
import { type CampaignProjectRow, campaignProductRows, type PieceRow, pieceRows } from './campaigns.queries';

type PieceDeps = Pick<AppDeps, 'database'>;
export type TemplateRow = ReachableProject['template'];
type Association = Awaited<ReturnType<typeof campaignProductRows>>[number];

/** A product of the campaign the member may customize, with its live template. */
export interface UsableProduct {
  product: ProductRow;
  template: TemplateRow;
}

/** A piece the member still has, reached as its project routes reach it. */
export interface ReachedPiece {
  row: PieceRow;
  reached: ReachableProject;
}

/** A piece's own values: the slots it does not take from the campaign. */
export interface OwnValues {
  text: Record<string, string>;
  photos: Record<string, PhotoValue>;
}
export const NO_OWN_VALUES: OwnValues = { text: {}, photos: {} };

const SKIP_MESSAGES: Record<CampaignSkipReason, string> = {
  unavailable: 'A product of this campaign is not available to you',
  locked: 'This product is locked: request more information to customize it',
  not_template: 'This product is not a template',
  no_template: 'This product has no template yet',
  not_opened: 'Added to the campaign since you opened it: open the campaign again to customize it',
};

/** A product left out, named unless the member may not see it. */
function skippedOf(association: Association, reason: CampaignSkipReason): SkippedProduct {
  const hidden = reason === 'unavailable';
  return {
    product_id: hidden ? null : association.product_id,
    product_title: hidden ? '' : association.title,
    reason,
    message: SKIP_MESSAGES[reason],
  };
}

/** Why an access check refused a product; anything else is no refusal of ours and goes on up. */
function refusalOf(error: unknown): CampaignSkipReason | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'not_found') return 'unavailable';
  if (error.code === 'forbidden') return 'locked';
  if (error.code === 'bad_request') return 'no_template';
  return null;
}

/** The product with its template when the member may customize it, or why not. */
async function classify(deps: PieceDeps, viewer: Viewer, association: Association) {
  let product: ProductRow;
  try {
    product = await usableProduct(deps, viewer, association.product_id);
  } catch (error) {
    const reason = refusalOf(error);
    if (!reason) throw error;
    return skippedOf(association, reason);
  }
  if (product.product_type !== 'template') return skippedOf(association, 'not_template');
  const template = await productTemplate(deps, product);
  return template ? { product, template } : skippedOf(association, 'no_template');
}

/** The campaign's products the member may customize now, in its order, and the ones left out. */
export async function campaignProducts(deps: PieceDeps, viewer: Viewer, campaignId: string) {
  const usable: UsableProduct[] = [];
  const skipped: SkippedProduct[] = [];
  for (const association of await campaignProductRows(deps.database.db, campaignId)) {
    const found = await classify(deps, viewer, association);
    if ('reason' in found) skipped.push(found);
    else usable.push(found);
  }
  return { usable, skipped };
}

/**
 * The campaign project's pieces in the campaign's order, each reached again (so a piece whose
 * product the member lost moves to `skipped`), and the campaign's other products with the reason
 * they are no piece. A piece whose product left the campaign is no longer one of its pieces.
 */
export async function campaignPieces(deps: PieceDeps, viewer: Viewer, campaign: CampaignProjectRow) {
  const db = deps.database.db;
  const byProduct = new Map<string, PieceRow>();
  for (const row of await pieceRows(db, campaign.id)) {
    if (!byProduct.has(row.product_id)) byProduct.set(row.product_id, row);
  }
  const pieces: ReachedPiece[] = [];
  const skipped: SkippedProduct[] = [];
  for (const association of await campaignProductRows(db, campaign.product_id)) {
    const row = byProduct.get(association.product_id);
    if (!row) {
      const found = await classify(deps, viewer, association);
      skipped.push('reason' in found ? found : skippedOf(association, 'not_opened'));
      continue;
    }
    try {
      pieces.push({ row, reached: await reachableProject(deps, viewer, row.id, 'write') });
    } catch (error) {
      const reason = refusalOf(error);
      if (!reason) throw error;
      skipped.push(skippedOf(association, reason));
    }
  }
  return { pieces, skipped };
}

/**
 * A piece's values before they are completed for its template: the shared ones with its own laid
 * over them, and only the photos of slots the piece has (a shared photo fills the pieces that show it).
 */
export function pieceValuesOf(shared: ProjectValues, template: TemplateRow, own: OwnValues): ProjectValues {
  const photoSlots = new Set(slotsOf(template).photos.map((slot) => slot.name));
  const { photos: sharedPhotos, ...rest } = shared;
  const photos = Object.fromEntries(
    Object.entries({ ...sharedPhotos, ...own.photos }).filter(([name]) => photoSlots.has(name)),
  );
  return { ...rest, text: { ...shared.text, ...own.text }, ...(Object.keys(photos).length > 0 && { photos }) };
}

/** The values a piece keeps for the slots it overrides, as it stored them. */
export function storedOwnValues(row: PieceRow): OwnValues {
  const pick = <T>(values: Record<string, T> | undefined, names: string[]) =>
    Object.fromEntries(names.flatMap((name) => (values && name in values ? [[name, values[name] as T]] : [])));
  return { text: pick(row.values.text, row.overrides.text), photos: pick(row.values.photos, row.overrides.photos) };
}

/**
 * A new campaign's shared values: the member's brand for every piece's placeholders (as a single
 * project starts), and each other text slot the first piece that may change it gives it.
 */
export async function startValues(db: Db, userId: string, usable: UsableProduct[]): Promise<ProjectValues> {
  const theme = await brandStartTheme(
    db,
    userId,
    usable.map((u) => u.template),
  );
  const text = { ...theme.text };
  for (const { template } of usable) {
    const completed = await completeValues(db, userId, template, theme);
    for (const slot of slotsOf(template).texts) {
      if (!slot.locked && !(slot.name in text)) text[slot.name] = completed.text[slot.name] ?? '';
    }
  }
  return { ...theme, text };
}
