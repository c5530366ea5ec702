/**
 * The display order of content providers (ROUTES.md rows 72–73): one record whose id the client
 * sends back, and each provider's place in it.
 */
import type { ContentProviderOrderUpdateSchema } from '@stockroom/contract';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { parseIdList, requireProviders } from './catalogue-rules';
import { orderRecordId, reorderProviders, touchOrderRecord } from './provider-order.queries';
import { visibleProviders } from './providers.queries';

type CatalogueDeps = Pick<AppDeps, 'database'>;
type OrderUpdate = z.output<typeof ContentProviderOrderUpdateSchema>;

/** A member is told the places of the providers they hold a permission for, not of the others. */
export async function getProviderOrder(deps: CatalogueDeps, viewer: Viewer) {
  const db = deps.database.db;
  const id = await orderRecordId(db);
  const providers = await visibleProviders(db, viewer);
  return { id, content_provider_ids: providers.map((p) => p.id).join(',') };
}

/** The listed providers come first, in the order given; the others keep their order after them. */
export async function putProviderOrder(deps: CatalogueDeps, body: OrderUpdate) {
  const listed = parseIdList(body.content_provider_ids, 'content_provider_ids');
  const db = deps.database.db;
  const id = await orderRecordId(db);
  if (body.id.toLowerCase() !== id) throw notFound('Content provider order not found');
  await db.transaction(async (tx) => {
    await requireProviders(tx, listed, 'content_provider_ids');
    await reorderProviders(tx, listed);
    await touchOrderRecord(tx, id);
  });
  return { id };
}
