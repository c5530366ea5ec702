/**
 * Campaign kits (decision 0051): the campaign's pieces checked together, then rendered as ordinary
 * downloads, one export job per file, written with the kit in one transaction; once they have all
 * settled a job stores one ZIP of them (kit-zip.job.ts). A piece with a refusal is left out alone.
 */
import type { Kit, KitPreflight, KitRequest } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { Viewer } from '../access/access.service';
import { EXPORT_JOB } from '../customization/export-job';
import { queueExport } from '../customization/exports.service';
import { usableProduct } from '../customization/project-access';
import { requireProjectToken } from '../customization/project-token';
import { fileSignerFor } from '../storage/file-signer';
import { ownedCampaign } from './campaigns.service';
import { planKit } from './kit-plan';
import { toKit } from './kits.mapper';
import { insertKit, kitFileRows, kitRow, kitRows } from './kits.queries';

type KitDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'storage' | 'limiter' | 'jobs'>;

/** More than a member makes in a while; older kits stay readable one by one. */
const KITS_LISTED = 100;

const kitNotFound = () => notFound('Kit not found');

/** The campaign project, its product and its token checked as a save checks them, then every piece planned. */
async function checkedPlan(deps: KitDeps, viewer: Viewer, id: string, token: string | undefined, body: KitRequest) {
  const row = await ownedCampaign(deps, viewer, id);
  await usableProduct(deps, viewer, row.product_id);
  await requireProjectToken(deps.tokens, token, row.id, viewer.userId);
  return { row, ...(await planKit(deps, viewer, row, body)) };
}

/** POST /api/campaign-projects/{id}/preflight: each piece's files and findings; nothing is written. */
export async function preflightKit(
  deps: KitDeps,
  viewer: Viewer,
  id: string,
  token: string | undefined,
  body: KitRequest,
): Promise<KitPreflight> {
  const { plans } = await checkedPlan(deps, viewer, id, token, body);
  const pieces = plans.map((plan) => plan.preflight);
  // A campaign with no piece left makes no kit: nothing to show as fine.
  return { ok: pieces.length > 0 && pieces.every((piece) => piece.preflight.ok), pieces };
}

/**
 * POST /api/campaign-projects/{id}/kits: the kit, and a download with its export job for every file
 * of every piece without a refusal, in one transaction; 400 naming `pieces` when no piece is left.
 */
export async function startKit(
  deps: KitDeps,
  viewer: Viewer,
  id: string,
  token: string | undefined,
  body: KitRequest,
): Promise<Kit> {
  const { row, plans, skipped } = await checkedPlan(deps, viewer, id, token, body);
  if (plans.length === 0)
    throw fieldError('pieces', 'This campaign has no piece you may customize: nothing to put in a kit');
  const rendered = plans.filter((plan) => plan.preflight.preflight.ok);
  if (rendered.length === 0) {
    throw fieldError(
      'pieces',
      plans.length === 1
        ? `${plans[0]?.preflight.product_title} cannot be made: ${plans[0]?.entry.blocked}`
        : 'Every piece of this campaign has a refusal: check the preflight and fix at least one piece',
    );
  }
  // One kit is one request, however many files it renders.
  await enforceRateLimits(deps.limiter, [
    { key: `exports:user:${viewer.userId}`, rule: deps.config.rateLimits.exportsPerUser },
  ]);
  const db = deps.database.db;
  const kitId = await db.transaction(async (tx) => {
    const kitId = await insertKit(tx, {
      user_id: viewer.userId,
      campaign_project_id: row.id,
      product_id: row.product_id,
      svg: body.svg,
      pieces: plans.map((plan) => plan.entry),
      skipped,
    });
    for (const plan of rendered) {
      const { product, template } = plan.piece.reached;
      for (const request of plan.requests) {
        await queueExport(tx, deps.jobs, {
          userId: viewer.userId,
          product,
          projectId: plan.piece.row.id,
          templateId: template.id,
          request,
          values: plan.values,
          // The piece's warnings, as an export keeps its own with its download.
          preflight: plan.preflight.preflight.findings,
          kitId,
        });
      }
    }
    return kitId;
  });
  deps.jobs.wake(EXPORT_JOB);
  return readOwnKit(deps, viewer, kitId);
}

async function readOwnKit(deps: Pick<AppDeps, 'database' | 'tokens'>, viewer: Viewer, id: string): Promise<Kit> {
  const row = await kitRow(deps.database.db, id);
  // Another member's kit, an admin's look included, is 404, as campaign projects are.
  if (!row || row.user_id !== viewer.userId) throw kitNotFound();
  return toKit(row, await kitFileRows(deps.database.db, [row.id]), fileSignerFor(deps.tokens));
}

/** GET /api/campaign-kits/{id}: checks the campaign product again, as reading a download does. */
export async function readKit(deps: Pick<AppDeps, 'database' | 'tokens'>, viewer: Viewer, id: string): Promise<Kit> {
  const kit = await readOwnKit(deps, viewer, id);
  await usableProduct(deps, viewer, kit.product_id);
  return kit;
}

/** GET /api/campaign-kits: the member's kits, newest first, those of deleted campaign projects too. */
export async function listKits(deps: Pick<AppDeps, 'database' | 'tokens'>, viewer: Viewer): Promise<Kit[]> {
  const rows = await kitRows(deps.database.db, viewer.userId, KITS_LISTED);
  const files = await kitFileRows(
    deps.database.db,
    rows.map((row) => row.id),
  );
  const signer = fileSignerFor(deps.tokens);
  return rows.map((row) => toKit(row, files, signer));
}
