import { useCallback, useMemo, useReducer } from 'react';

/** Changes to the same field closer together than this make one step of the history. */
export const HISTORY_GROUP_MS = 800;
/** The most steps kept to undo; older ones are forgotten. */
export const HISTORY_LIMIT = 100;

export interface SetOptions {
  /**
   * What the change is to, e.g. `text:isp`: a change to the same group within HISTORY_GROUP_MS of
   * the last one joins its step (typing a word is one step, not one per key). Without a group a
   * change is a step of its own (applying a theme).
   */
  group?: string;
}

interface HistoryState<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group of the latest step and when it last changed, while it may still grow. */
  group: string | null;
  at: number;
}

type Update<T> = T | ((current: T) => T);
type HistoryAction<T> =
  | { type: 'set'; update: Update<T>; group: string | undefined; at: number }
  | { type: 'undo' }
  | { type: 'redo' };

// The values are plain data (they are saved as JSON), so JSON tells whether a change changed anything.
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function reducer<T>(state: HistoryState<T>, action: HistoryAction<T>): HistoryState<T> {
  switch (action.type) {
    case 'undo': {
      if (state.past.length === 0) return state;
      return {
        past: state.past.slice(0, -1),
        present: state.past.at(-1) as T,
        future: [state.present, ...state.future],
        group: null,
        at: 0,
      };
    }
    case 'redo': {
      if (state.future.length === 0) return state;
      const [next, ...future] = state.future;
      return { past: [...state.past, state.present], present: next as T, future, group: null, at: 0 };
    }
    case 'set': {
      const next =
        typeof action.update === 'function' ? (action.update as (current: T) => T)(state.present) : action.update;
      if (same(next, state.present)) return state;
      const joins =
        action.group !== undefined && action.group === state.group && action.at - state.at < HISTORY_GROUP_MS;
      if (joins) {
        // A step that came back to where it started (typed, then deleted) is no step at all.
        if (state.past.length > 0 && same(next, state.past.at(-1))) {
          return { ...state, past: state.past.slice(0, -1), present: state.past.at(-1) as T, group: null, at: 0 };
        }
        return { ...state, present: next, future: [], at: action.at };
      }
      return {
        past: [...state.past, state.present].slice(-HISTORY_LIMIT),
        present: next,
        future: [],
        group: action.group ?? null,
        at: action.at,
      };
    }
  }
}

const start = <T>(initial: T | (() => T)): HistoryState<T> => ({
  past: [],
  present: typeof initial === 'function' ? (initial as () => T)() : initial,
  future: [],
  group: null,
  at: 0,
});

/**
 * A value with an undo and redo history: any plain-data object (the editor's values, whatever
 * fields they come to hold). `set` takes a value or an update of the current one, and makes a step
 * unless it changed nothing or joins the step of its group (see SetOptions).
 */
export function useHistory<T>(initial: T | (() => T)) {
  const [state, dispatch] = useReducer(reducer<T>, initial, start<T>);
  const set = useCallback(
    (update: Update<T>, options: SetOptions = {}) =>
      dispatch({ type: 'set', update, group: options.group, at: Date.now() }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const canUndo = state.past.length > 0;
  const canRedo = state.future.length > 0;
  return useMemo(
    () => ({ value: state.present, set, undo, redo, canUndo, canRedo }),
    [state.present, set, undo, redo, canUndo, canRedo],
  );
}

export type History<T> = ReturnType<typeof useHistory<T>>;
