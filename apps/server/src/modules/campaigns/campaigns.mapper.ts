import type { CampaignPiece, CampaignProject, CampaignSlot, ProjectValues, SkippedProduct } from '@stockroom/contract';
import type { ProductRow } from '../customization/project-access';
import type { CampaignProjectRow } from './campaigns.queries';

/**
 * The campaign's slots, each once: a text or photo slot of one name in several pieces is one slot
 * with one value. Locked text slots are left out, as a single project's editor leaves them out.
 */
export function campaignSlots(pieces: CampaignPiece[]): CampaignSlot[] {
  const slots = new Map<string, CampaignSlot>();
  const add = (kind: CampaignSlot['kind'], name: string, label: string, projectId: string) => {
    const key = `${kind}:${name}`;
    const slot = slots.get(key) ?? { name, kind, label, project_ids: [] };
    slot.project_ids.push(projectId);
    slots.set(key, slot);
  };
  for (const { project } of pieces) {
    for (const slot of project.slots.texts) if (!slot.locked) add('text', slot.name, slot.label, project.id);
    for (const slot of project.slots.photos) add('photo', slot.name, slot.label, project.id);
  }
  return [...slots.values()];
}

export function toCampaignProject(
  row: CampaignProjectRow,
  campaign: ProductRow,
  values: ProjectValues,
  pieces: CampaignPiece[],
  skipped: SkippedProduct[],
): CampaignProject {
  return {
    id: row.id,
    product_id: campaign.id,
    product_title: campaign.title,
    values,
    slots: campaignSlots(pieces),
    pieces,
    skipped,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
