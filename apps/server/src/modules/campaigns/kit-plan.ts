/**
 * What a kit makes of each piece (decision 0051): a print piece (a template in mm or in) its
 * print-ready PDF, a screen piece (px) a PNG a page and, when asked, an SVG a page. Each file's
 * export request goes through the single-project preflight; a piece's findings are those of its
 * files, each once, and any refusal leaves that piece alone out of the kit.
 */
import type {
  ExportRequest,
  KitPiecePreflight,
  KitRequest,
  PreflightFinding,
  ProjectValues,
} from '@stockroom/contract';
import type { KitPieceEntry } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import type { Viewer } from '../access/access.service';
import { checkExportRequest } from '../customization/export-request';
import { preflightValues } from '../customization/preflight.service';
import { documentOf } from '../customization/projects.mapper';
import { projectValues, usablePhotos } from '../customization/projects.service';
import { campaignPieces, type ReachedPiece } from './campaign-pieces';
import type { CampaignProjectRow } from './campaigns.queries';
import { exportRequestOf, kitFiles, pieceUse } from './kit-files';

type PlanDeps = Pick<AppDeps, 'database' | 'storage' | 'tokens'>;

/** A piece as the kit would make it: its files' requests, the values they render, and its findings. */
export interface PiecePlan {
  piece: ReachedPiece;
  preflight: KitPiecePreflight;
  requests: ExportRequest[];
  /** The piece's values, photos no longer the member's left out (the template's own show instead). */
  values: ProjectValues;
  entry: KitPieceEntry;
}

/** Each finding once: a screen piece's PNG and SVG of one page find the same things. */
function distinct(findings: PreflightFinding[]) {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = JSON.stringify(finding);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Why the piece is left out: its first refusal's message. Not its fix, which is worded for a single
 * export ("export a PDF without print-ready"); the kit's preflight shows every finding with its fix.
 */
export function blockedMessage(findings: PreflightFinding[]) {
  return findings.find((finding) => finding.severity === 'refusal')?.message ?? '';
}

async function planPiece(deps: PlanDeps, viewer: Viewer, piece: ReachedPiece, body: KitRequest): Promise<PiecePlan> {
  const { product, template } = piece.reached;
  const document = documentOf(template);
  const files = kitFiles(document, body);
  const requests = files.map(exportRequestOf);
  const { values, photos } = await usablePhotos(deps, viewer.userId, await projectValues(deps, piece.reached));
  const findings: PreflightFinding[] = [];
  for (const request of requests) {
    checkExportRequest(request, document);
    findings.push(...(await preflightValues(deps, template, values, photos, request)).findings);
  }
  const merged = distinct(findings);
  const use = pieceUse(document);
  return {
    piece,
    requests,
    values,
    preflight: {
      project_id: piece.row.id,
      product_id: product.id,
      product_title: product.title,
      use,
      files,
      preflight: { ok: !merged.some((f) => f.severity === 'refusal'), findings: merged },
    },
    entry: {
      project_id: piece.row.id,
      product_id: product.id,
      product_title: product.title,
      product_slug: product.slug,
      use,
      size: { width: document.width, height: document.height, unit: document.unit, bleed: document.bleed },
      blocked: blockedMessage(merged),
    },
  };
}

/** Every current piece's plan in the campaign's order, and the campaign's products that are no piece. */
export async function planKit(deps: PlanDeps, viewer: Viewer, campaign: CampaignProjectRow, body: KitRequest) {
  const { pieces, skipped } = await campaignPieces(deps, viewer, campaign);
  const plans: PiecePlan[] = [];
  for (const piece of pieces) plans.push(await planPiece(deps, viewer, piece, body));
  return { plans, skipped };
}
