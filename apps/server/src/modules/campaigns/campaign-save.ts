/**
 * A campaign save checked before anything is written (decision 0050): every piece named is one of
 * the campaign's, every override names a slot its piece lets the member change, every photo is the
 * member's, and every piece's texts fit its boxes as a single project's save requires. Each refusal
 * names the field and, for a piece, the piece.
 */
import type { CampaignProjectSave, ErrorIssue, ProjectValues, SlotOverrideNames } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError, badRequest } from '../../errors';
import { checkValues, completeValues, slotsOf } from '../customization/project-slots';
import { resolveMemberPhotos } from '../photos/photos.service';
import { NO_OWN_VALUES, type OwnValues, pieceValuesOf, type ReachedPiece, storedOwnValues } from './campaign-pieces';

type SaveDeps = Pick<AppDeps, 'database' | 'storage' | 'tokens'>;

/** What a save writes to one piece. */
export interface PieceWrite {
  piece: ReachedPiece;
  values: ProjectValues;
  overrides: SlotOverrideNames;
}

const namesOf = (own: OwnValues): SlotOverrideNames => ({
  text: Object.keys(own.text),
  photos: Object.keys(own.photos),
});

/** Each piece's own values: as sent for the pieces named, as stored for the others. */
function ownValuesByPiece(pieces: ReachedPiece[], sent: CampaignProjectSave['pieces'], issues: ErrorIssue[]) {
  const own = new Map<string, { own: OwnValues; index: number | null }>(
    pieces.map((piece) => [piece.row.id, { own: storedOwnValues(piece.row), index: null }]),
  );
  sent.forEach((entry, index) => {
    const id = entry.project_id.toLowerCase();
    const current = own.get(id);
    if (!current) {
      issues.push({ path: `pieces.${index}.project_id`, message: 'This project is not a piece of the campaign' });
    } else if (current.index !== null) {
      issues.push({ path: `pieces.${index}.project_id`, message: 'This piece is listed twice' });
    } else {
      own.set(id, { own: { text: entry.overrides.text ?? {}, photos: entry.overrides.photos ?? {} }, index });
    }
  });
  return own;
}

/** Overrides of slots the piece does not let the member change, and shared photos no piece shows. */
function slotIssues(values: ProjectValues, pieces: ReachedPiece[], own: ReturnType<typeof ownValuesByPiece>) {
  const issues: ErrorIssue[] = [];
  const photoSlots = new Set<string>();
  for (const piece of pieces) {
    const slots = slotsOf(piece.reached.template);
    for (const slot of slots.photos) photoSlots.add(slot.name);
    const entry = own.get(piece.row.id);
    if (entry?.index == null) continue;
    const changeable = new Set(slots.texts.filter((slot) => !slot.locked).map((slot) => slot.name));
    const photos = new Set(slots.photos.map((slot) => slot.name));
    const title = piece.reached.product.title;
    for (const name of Object.keys(entry.own.text)) {
      if (!changeable.has(name))
        issues.push({
          path: `pieces.${entry.index}.overrides.text.${name}`,
          message: `${title} has no text slot "${name}" you may change`,
        });
    }
    for (const name of Object.keys(entry.own.photos)) {
      if (!photos.has(name))
        issues.push({
          path: `pieces.${entry.index}.overrides.photos.${name}`,
          message: `${title} has no photo slot "${name}"`,
        });
    }
  }
  for (const name of Object.keys(values.photos ?? {})) {
    if (!photoSlots.has(name))
      issues.push({ path: `values.photos.${name}`, message: `No piece of this campaign has a photo slot "${name}"` });
  }
  return issues;
}

/** Photos sent that are not the member's to use, shared ones and overrides alike. */
async function photoIssues(
  deps: SaveDeps,
  userId: string,
  values: ProjectValues,
  own: ReturnType<typeof ownValuesByPiece>,
) {
  const places: { path: string; photoId: string }[] = Object.entries(values.photos ?? {}).map(([name, photo]) => ({
    path: `values.photos.${name}`,
    photoId: photo.photo_id,
  }));
  for (const { own: values, index } of own.values()) {
    if (index === null) continue;
    for (const [name, photo] of Object.entries(values.photos)) {
      places.push({ path: `pieces.${index}.overrides.photos.${name}`, photoId: photo.photo_id });
    }
  }
  const chosen = places.filter((place) => place.photoId !== '');
  if (chosen.length === 0) return [];
  const found = await resolveMemberPhotos(
    deps,
    userId,
    chosen.map((place) => place.photoId),
  );
  return chosen
    .filter((place) => !found.has(place.photoId.toLowerCase()))
    .map((place) => ({
      path: place.path,
      message: 'This photo is not one of yours, or it is no longer available: choose another',
    }));
}

/** A single project's refusal moved onto the campaign's fields, naming the piece. */
function pieceIssues(error: AppError, piece: ReachedPiece, own: OwnValues, index: number | null): ErrorIssue[] {
  return (error.issues ?? []).map((issue) => {
    const [kind, name = ''] = issue.path.split(/\.(.*)/s) as [string, string?];
    const overridden = (kind === 'text' || kind === 'photos') && name in own[kind];
    const path = !overridden
      ? `values.${issue.path}`
      : index === null
        ? 'pieces'
        : `pieces.${index}.overrides.${issue.path}`;
    return { path, message: `${piece.reached.product.title}: ${issue.message}` };
  });
}

/** Every piece's new values and overrides, once the whole save is known to be acceptable; else a 400 naming each problem. */
export async function planCampaignSave(
  deps: SaveDeps,
  userId: string,
  pieces: ReachedPiece[],
  body: CampaignProjectSave,
): Promise<PieceWrite[]> {
  const issues: ErrorIssue[] = [];
  const own = ownValuesByPiece(pieces, body.pieces, issues);
  issues.push(...slotIssues(body.values, pieces, own));
  issues.push(...(await photoIssues(deps, userId, body.values, own)));
  if (issues.length > 0) throw refusal(issues);
  const writes: PieceWrite[] = [];
  for (const piece of pieces) {
    const entry = own.get(piece.row.id) ?? { own: NO_OWN_VALUES, index: null };
    const { template } = piece.reached;
    const values = await completeValues(
      deps.database.db,
      userId,
      template,
      pieceValuesOf(body.values, template, entry.own),
    );
    try {
      await checkValues(deps, userId, template, values);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'validation_failed')) throw error;
      issues.push(...pieceIssues(error, piece, entry.own, entry.index));
      continue;
    }
    writes.push({ piece, values, overrides: namesOf(entry.own) });
  }
  if (issues.length > 0) throw refusal(issues);
  return writes;
}

const refusal = (issues: ErrorIssue[]) => badRequest(issues.map((issue) => issue.message).join('; '), issues);
