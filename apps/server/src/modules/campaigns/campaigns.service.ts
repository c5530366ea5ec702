/**
 * Campaign projects (decision 0050): a member customizes a campaign's template products in one
 * editor. Each piece is an ordinary project holding the campaign's shared values but for the slots
 * it overrides; the campaign project holds the shared values and its own token.
 */
import type { CampaignProject, CampaignProjectSave } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { usableProduct } from '../customization/project-access';
import { completeValues, refuseForeignLogo } from '../customization/project-slots';
import { requireProjectToken, signProjectToken } from '../customization/project-token';
import { projectOf, recordCustomization, usablePhotos } from '../customization/projects.service';
import { campaignPieces, campaignProducts, NO_OWN_VALUES, pieceValuesOf, startValues } from './campaign-pieces';
import { planCampaignSave } from './campaign-save';
import { toCampaignProject } from './campaigns.mapper';
import {
  type CampaignProjectRow,
  insertCampaignRow,
  insertPiece,
  liveCampaignRow,
  lockMember,
  openCampaignRow,
  pieceRows,
  softDeleteCampaign,
  updateCampaignValues,
  updatePiece,
} from './campaigns.queries';

type CampaignDeps = Pick<AppDeps, 'database' | 'tokens' | 'storage'>;

const campaignNotFound = () => notFound('Campaign project not found');

/** The viewer's own live campaign project; anyone else's, an admin's look included, is 404. */
export async function ownedCampaign(deps: CampaignDeps, viewer: Viewer, id: string): Promise<CampaignProjectRow> {
  const row = await liveCampaignRow(deps.database.db, id);
  if (!row || row.user_id !== viewer.userId) throw campaignNotFound();
  return row;
}

/**
 * POST /api/campaign-projects: the member's open campaign project for the campaign, or a new one in
 * their brand, with a piece for each template product they may customize that has none yet.
 */
export async function openCampaign(deps: CampaignDeps & Pick<AppDeps, 'events'>, viewer: Viewer, productId: string) {
  const campaign = await usableProduct(deps, viewer, productId);
  // The demo catalogue and the spec mark a campaign both ways; either makes one.
  if (!campaign.is_campaign && campaign.product_type !== 'campaign') {
    throw fieldError('product_id', 'This product is not a campaign');
  }
  const { usable } = await campaignProducts(deps, viewer, campaign.id);
  if (usable.length === 0) {
    throw fieldError('product_id', 'This campaign has no template product you may customize');
  }
  const { row, started } = await deps.database.db.transaction(async (tx) => {
    await lockMember(tx, viewer.userId);
    const row =
      (await openCampaignRow(tx, viewer.userId, campaign.id)) ??
      (await insertCampaignRow(tx, {
        user_id: viewer.userId,
        product_id: campaign.id,
        values: await startValues(tx, viewer.userId, usable),
      }));
    const have = new Set((await pieceRows(tx, row.id)).map((piece) => piece.product_id));
    const started = usable.filter((u) => !have.has(u.product.id));
    for (const { product, template } of started) {
      const values = await completeValues(
        tx,
        viewer.userId,
        template,
        pieceValuesOf(row.values, template, NO_OWN_VALUES),
      );
      await insertPiece(tx, {
        user_id: viewer.userId,
        product_id: product.id,
        template_id: template.id,
        campaign_project_id: row.id,
        values,
      });
    }
    return { row, started };
  });
  for (const { product, template } of started) recordCustomization(deps, viewer, product.id, template.id);
  return {
    campaign_project_id: row.id,
    user_token: await signProjectToken(deps.tokens, row.id, viewer.userId),
  };
}

/** GET /api/campaign-projects/{id}: the shared values, the slots once each, the pieces and what was left out. */
export async function readCampaign(deps: CampaignDeps, viewer: Viewer, id: string): Promise<CampaignProject> {
  const row = await ownedCampaign(deps, viewer, id);
  const campaign = await usableProduct(deps, viewer, row.product_id);
  const { pieces, skipped } = await campaignPieces(deps, viewer, row);
  const shown = await Promise.all(
    pieces.map(async (piece) => ({ project: await projectOf(deps, piece.reached), overrides: piece.row.overrides })),
  );
  const { values } = await usablePhotos(deps, viewer.userId, row.values);
  return toCampaignProject(row, campaign, values, shown, skipped);
}

/**
 * PUT /api/campaign-projects/{id}: with the campaign project's token, the shared values and each
 * piece with its overrides, checked whole and then written in one transaction, or not at all.
 */
export async function saveCampaign(
  deps: CampaignDeps,
  viewer: Viewer,
  id: string,
  token: string | undefined,
  body: CampaignProjectSave,
): Promise<CampaignProject> {
  const row = await ownedCampaign(deps, viewer, id);
  await usableProduct(deps, viewer, row.product_id);
  // The campaign project's own token: one of a piece's cannot save the campaign, nor the reverse.
  await requireProjectToken(deps.tokens, token, row.id, viewer.userId);
  refuseForeignLogo(body.values.logo, 'values.logo');
  const { pieces } = await campaignPieces(deps, viewer, row);
  const writes = await planCampaignSave(deps, viewer.userId, pieces, body);
  await deps.database.db.transaction(async (tx) => {
    await updateCampaignValues(tx, row.id, body.values);
    for (const { piece, values, overrides } of writes) {
      await updatePiece(tx, piece.row.id, { values, overrides, template_id: piece.reached.template.id });
    }
  });
  return readCampaign(deps, viewer, id);
}

/**
 * DELETE /api/campaign-projects/{id}: the campaign project and its pieces, in one transaction.
 * No product check: a member who lost the campaign may still clear it from their list.
 */
export async function removeCampaign(deps: CampaignDeps, viewer: Viewer, id: string) {
  const row = await ownedCampaign(deps, viewer, id);
  await deps.database.db.transaction((tx) => softDeleteCampaign(tx, row.id));
  return { id: row.id };
}
