/**
 * What keeps a campaign from being saved, field by field: a text past its box in some piece (found
 * with the renders' own fit, as the single editor finds it) or the server's 400 naming a field
 * (`values.text.headline`, `pieces.2.overrides.text.headline`).
 */
import {
  type ErrorIssue,
  overflowBySlot,
  overflowMessage,
  type Project,
  type ProjectValues,
  textOverflows,
} from '@stockroom/contract';
import type { CampaignState, OwnValues } from './campaign-state';

/** A piece as the editor draws it: its project, the slots it keeps, and the values it shows. */
export interface PieceView {
  project: Project;
  own: OwnValues;
  values: ProjectValues;
}

/** The key of a field's problem: a shared slot's, or a piece's own. */
export const problemKey = {
  text: (name: string) => `text:${name}`,
  photo: (name: string) => `photo:${name}`,
  ownText: (projectId: string, name: string) => `piece:${projectId}:text:${name}`,
  ownPhoto: (projectId: string, name: string) => `piece:${projectId}:photo:${name}`,
};

/** "A", "A and B", "A, B and C". */
export const listOf = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/**
 * Each text too long for a box: a piece's own text on its own field; a shared text on the shared
 * field, naming the first piece it does not fit (a shared text must fit every piece that shows it).
 */
export function fitProblems(pieces: PieceView[]) {
  const found = new Map<string, string>();
  const tooLong = new Map<string, { titles: string[]; message: string }>();
  const pieceIds = new Set<string>();
  for (const { project, own, values } of pieces) {
    for (const [name, count] of overflowBySlot(textOverflows(project.document, values.text))) {
      pieceIds.add(project.id);
      const message = overflowMessage(project.slots, name, count);
      if (name in own.text) {
        found.set(problemKey.ownText(project.id, name), message);
        continue;
      }
      const entry = tooLong.get(name);
      if (entry) entry.titles.push(project.product_title);
      else tooLong.set(name, { titles: [project.product_title], message });
    }
  }
  for (const [name, { titles, message }] of tooLong) {
    const others = titles.length > 1 ? ` (too long in ${listOf(titles.slice(1))} as well)` : '';
    found.set(problemKey.text(name), `${titles[0]}: ${message}, or override it in that piece${others}`);
  }
  return { found, pieceIds };
}

/** What the server refused in a save, with the state it was sent, to show on the fields until they change. */
export interface Refusal {
  sent: CampaignState;
  issues: ErrorIssue[];
}

/** Where an issue's path points, and whether the field still holds what was sent. */
function placeOf(issue: ErrorIssue, refusal: Refusal, state: CampaignState) {
  const { sent } = refusal;
  const parts = issue.path.split('.');
  if (parts[0] === 'values' && (parts[1] === 'text' || parts[1] === 'photos') && parts.length > 2) {
    const name = parts.slice(2).join('.');
    if (parts[1] === 'text') {
      return {
        key: problemKey.text(name),
        projectId: null,
        stands: state.values.text[name] === sent.values.text[name],
      };
    }
    const stands = state.values.photos?.[name]?.photo_id === sent.values.photos?.[name]?.photo_id;
    return { key: problemKey.photo(name), projectId: null, stands };
  }
  const index = Number(parts[1]);
  const piece = parts[0] === 'pieces' && Number.isInteger(index) ? sent.pieces[index] : undefined;
  if (piece && parts[2] === 'overrides' && (parts[3] === 'text' || parts[3] === 'photos') && parts.length > 4) {
    const name = parts.slice(4).join('.');
    const now = state.pieces.find((p) => p.project_id === piece.project_id)?.overrides;
    if (parts[3] === 'text') {
      const stands = now !== undefined && name in now.text && now.text[name] === piece.overrides.text[name];
      return { key: problemKey.ownText(piece.project_id, name), projectId: piece.project_id, stands };
    }
    const stands = now?.photos[name]?.photo_id === piece.overrides.photos[name]?.photo_id;
    return { key: problemKey.ownPhoto(piece.project_id, name), projectId: piece.project_id, stands };
  }
  return { key: null, projectId: piece?.project_id ?? null, stands: state === sent };
}

/** The server's refusals that still stand, by field, and the first of them for the save status. */
export function refusalProblems(refusal: Refusal | null, state: CampaignState) {
  const found = new Map<string, string>();
  const pieceIds = new Set<string>();
  let first = '';
  for (const issue of refusal?.issues ?? []) {
    const place = placeOf(issue, refusal as Refusal, state);
    if (!place.stands) continue;
    first ||= issue.message;
    if (place.key) found.set(place.key, issue.message);
    if (place.projectId) pieceIds.add(place.projectId);
  }
  return { found, pieceIds, first };
}
