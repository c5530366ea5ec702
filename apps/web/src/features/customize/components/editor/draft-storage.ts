import { type ProjectValues, ProjectValuesSchema } from '@stockroom/contract';

/**
 * Values the server has not confirmed yet, kept in the tab's storage until it does: a failed save,
 * an expired login or a closed tab loses nothing the member typed.
 */
const keyOf = (projectId: string) => `project-draft:${projectId}`;

export function readDraft(projectId: string): ProjectValues | null {
  try {
    const raw = sessionStorage.getItem(keyOf(projectId));
    if (!raw) return null;
    const parsed = ProjectValuesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(projectId: string, values: ProjectValues) {
  try {
    sessionStorage.setItem(keyOf(projectId), JSON.stringify(values));
  } catch {
    // Storage full or refused: the values are still on screen and the save still runs.
  }
}

export function clearDraft(projectId: string) {
  try {
    sessionStorage.removeItem(keyOf(projectId));
  } catch {
    // Nothing to clear.
  }
}
