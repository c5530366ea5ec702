/**
 * What the campaign editor edits (decision 0050): the shared values, and each piece's own values
 * for the slots it overrides. It has the shape of the save's body, so that it is sent as it is,
 * kept as a draft as it is, and its `pieces.N` is the N a refusal names.
 */
import {
  type CampaignProject,
  CampaignProjectSaveSchema,
  type PhotoValue,
  type Project,
  type ProjectValues,
  type TemplateSlots,
} from '@stockroom/contract';
import { readDraftOf } from '../../customize/components/editor/draft-storage';

/** A piece's own values: each slot named here keeps this value instead of the campaign's. */
export interface OwnValues {
  text: Record<string, string>;
  photos: Record<string, PhotoValue>;
}

export interface CampaignState {
  values: ProjectValues;
  /** Every piece, in the campaign's order. */
  pieces: { project_id: string; overrides: OwnValues }[];
}

export const NO_OWN_VALUES: OwnValues = { text: {}, photos: {} };

const pick = <T>(values: Record<string, T> | undefined, names: string[]): Record<string, T> =>
  Object.fromEntries(names.flatMap((name) => (values && name in values ? [[name, values[name] as T]] : [])));

/** The state the server holds: each piece's overridden slots with the values it stored for them. */
export function stateOf(campaign: CampaignProject): CampaignState {
  return {
    values: campaign.values,
    pieces: campaign.pieces.map(({ project, overrides }) => ({
      project_id: project.id,
      overrides: {
        text: pick(project.values.text, overrides.text),
        photos: pick(project.values.photos, overrides.photos),
      },
    })),
  };
}

/**
 * Values left unsaved by an earlier visit win over the server's (and are saved again), while they
 * are about the same pieces; a campaign whose pieces changed since starts from the server's.
 */
export function startingState(campaign: CampaignProject, server: CampaignState): CampaignState {
  const draft = readDraftOf(campaign.id, CampaignProjectSaveSchema);
  if (!draft) return server;
  const ids = (list: { project_id: string }[]) => list.map((piece) => piece.project_id.toLowerCase()).join(' ');
  if (ids(draft.pieces) !== ids(server.pieces)) return server;
  const restored: CampaignState = {
    values: draft.values,
    pieces: draft.pieces.map((piece) => ({
      project_id: piece.project_id,
      overrides: { text: piece.overrides.text ?? {}, photos: piece.overrides.photos ?? {} },
    })),
  };
  return JSON.stringify(restored) === JSON.stringify(server) ? server : restored;
}

/**
 * A piece's values as the server completes them: the campaign's colours and logo, its shared texts
 * and photos but for the slots the piece keeps, and the piece's own texts where the campaign has
 * none (its locked slots, which keep the piece's).
 */
export function pieceValues(shared: ProjectValues, project: Project, own: OwnValues): ProjectValues {
  const locked = new Set(project.slots.texts.filter((slot) => slot.locked).map((slot) => slot.name));
  const text = { ...project.values.text };
  for (const [name, value] of Object.entries(shared.text)) if (!locked.has(name)) text[name] = value;
  Object.assign(text, own.text);
  const photoSlots = new Set(project.slots.photos.map((slot) => slot.name));
  const photos = Object.fromEntries(
    Object.entries({ ...shared.photos, ...own.photos }).filter(([name]) => photoSlots.has(name)),
  );
  return { classes: shared.classes, logo: shared.logo, text, ...(Object.keys(photos).length > 0 && { photos }) };
}

type Kind = keyof OwnValues;

/** The state with one piece's own values changed. */
export function withOwn(state: CampaignState, projectId: string, change: (own: OwnValues) => OwnValues) {
  return {
    ...state,
    pieces: state.pieces.map((piece) =>
      piece.project_id === projectId ? { ...piece, overrides: change(piece.overrides) } : piece,
    ),
  };
}

/** A slot of the piece given its own value, starting from the one it shows now. */
export const overridden = (own: OwnValues, kind: Kind, name: string, current: string | PhotoValue): OwnValues => ({
  ...own,
  [kind]: { ...own[kind], [name]: current },
});

/** A slot of the piece given back to the campaign. */
export function shared(own: OwnValues, kind: Kind, name: string): OwnValues {
  const { [name]: _dropped, ...rest } = own[kind];
  return { ...own, [kind]: rest };
}

/**
 * The campaign's slots once each, as TemplateSlots: the first piece's slot under the campaign's
 * label (a text several pieces box differently takes several lines if any of them does).
 */
export function campaignSlots(campaign: CampaignProject): TemplateSlots {
  const slots: TemplateSlots = { texts: [], photos: [] };
  for (const slot of campaign.slots) {
    const pieces = campaign.pieces.filter((piece) => slot.project_ids.includes(piece.project.id));
    if (slot.kind === 'text') {
      const found = pieces.flatMap((piece) => piece.project.slots.texts.filter((t) => t.name === slot.name));
      const [first] = found;
      if (!first) continue;
      const lines = found.some((t) => t.lines !== first.lines) ? Math.max(...found.map((t) => t.lines)) : first.lines;
      slots.texts.push({ ...first, label: slot.label, lines });
    } else {
      const first = pieces.flatMap((piece) => piece.project.slots.photos.filter((p) => p.name === slot.name))[0];
      if (first) slots.photos.push({ ...first, label: slot.label });
    }
  }
  return slots;
}
