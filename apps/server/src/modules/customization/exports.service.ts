/**
 * POST /api/projects/{id}/exports (DESIGN §1.7): the transaction and its job are written in one
 * database transaction and answered at once (202, rendering); a process that works jobs renders it
 * (decision 0037), and the member reads the transaction for its progress and, once ready, a signed
 * download address. The preflight runs first: a refusal stops the export, and the warnings are kept
 * with the download.
 */
import type { ExportRequest, PreflightFinding, ProjectValues, Transaction } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { Viewer } from '../access/access.service';
import { fileSignerFor } from '../storage/file-signer';
import { EXPORT_JOB, type ExportJobData } from './export-job';
import { checkExportRequest } from './export-request';
import { preflightValues, refuseUnlessOk } from './preflight.service';
import { reachableProject } from './project-access';
import { checkValues } from './project-slots';
import { requireProjectToken } from './project-token';
import { documentOf } from './projects.mapper';
import { projectValues } from './projects.service';
import { toTransaction } from './transactions.mapper';
import { insertTransaction, transactionRow } from './transactions.queries';

type ExportDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'storage' | 'limiter' | 'jobs'>;

export async function startExport(
  deps: ExportDeps,
  viewer: Viewer,
  projectId: string,
  token: string | undefined,
  body: ExportRequest,
): Promise<Transaction> {
  const reached = await reachableProject(deps, viewer, projectId, 'write');
  await requireProjectToken(deps.tokens, token, projectId, viewer.userId);
  const document = documentOf(reached.template);
  checkExportRequest(body, document);
  await enforceRateLimits(deps.limiter, [
    { key: `exports:user:${viewer.userId}`, rule: deps.config.rateLimits.exportsPerUser },
  ]);
  const values = await projectValues(deps, reached);
  // A text past its box or a photo no longer the member's is refused before anything is written, with
  // the messages a save gives; then whatever else the preflight refuses for this export.
  const photos = await checkValues(deps, viewer.userId, reached.template, values);
  const checked = await preflightValues(deps, reached.template, values, photos, body);
  refuseUnlessOk(checked);
  const db = deps.database.db;
  const id = await db.transaction((tx) =>
    queueExport(tx, deps.jobs, {
      userId: viewer.userId,
      product: reached.product,
      projectId,
      templateId: reached.template.id,
      request: body,
      values,
      preflight: checked.findings,
    }),
  );
  deps.jobs.wake(EXPORT_JOB);
  const row = await transactionRow(db, id);
  if (!row) throw new Error('the transaction just written is missing');
  return toTransaction(row, fileSignerFor(deps.tokens));
}

/** An export to render: whose, of which piece, as asked, with the values and warnings it was checked with. */
export interface QueuedExport {
  userId: string;
  product: { id: string; slug: string; title: string };
  projectId: string;
  templateId: string;
  request: ExportRequest;
  values: ProjectValues;
  preflight: PreflightFinding[];
  /** The campaign kit it is a file of (decision 0051). */
  kitId?: string;
}

/**
 * Writes a download (rendering) and its export job, within the caller's transaction: a single
 * export and each file of a kit alike. The caller wakes the job queue once it has committed.
 */
export async function queueExport(tx: Db, jobs: AppDeps['jobs'], e: QueuedExport) {
  const transactionId = await insertTransaction(tx, {
    user_id: e.userId,
    product_id: e.product.id,
    project_id: e.projectId,
    format: e.request.format,
    print_ready: e.request.print_ready,
    page: e.request.format === 'pdf' ? null : e.request.page,
    preflight: e.preflight,
    ...(e.kitId && { kit_id: e.kitId }),
  });
  await jobs.send<ExportJobData>(tx, EXPORT_JOB, {
    transactionId,
    userId: e.userId,
    templateId: e.templateId,
    productSlug: e.product.slug,
    productTitle: e.product.title,
    request: e.request,
    values: e.values,
    ...(e.kitId && { kitId: e.kitId }),
  });
  return transactionId;
}
