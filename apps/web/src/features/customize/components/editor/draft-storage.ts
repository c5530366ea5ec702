import { type ProjectValues, ProjectValuesSchema } from '@stockroom/contract';

/**
 * Values the server has not confirmed yet, kept in the tab's storage until it does: a failed save,
 * an expired login or a closed tab loses nothing the member typed.
 */
const keyOf = (projectId: string) => `project-draft:${projectId}`;

/** The draft kept under an id, when it still has the shape the schema gives (else it is no draft). */
export function readDraftOf<T>(
  id: string,
  schema: { safeParse: (raw: unknown) => { success: true; data: T } | { success: false } },
): T | null {
  try {
    const raw = sessionStorage.getItem(keyOf(id));
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const readDraft = (projectId: string): ProjectValues | null => readDraftOf(projectId, ProjectValuesSchema);

export function writeDraft(projectId: string, values: unknown) {
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
