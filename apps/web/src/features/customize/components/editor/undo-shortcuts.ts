import { useEffect, useRef } from 'react';

type Command = 'undo' | 'redo';

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

const TEXT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number']);

/** Where the browser keeps an undo of its own: a text field, a text area, editable content. */
function isTextEntry(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  return target instanceof HTMLInputElement && TEXT_TYPES.has(target.type) && !target.readOnly;
}

/**
 * The editor's undo and redo from the keyboard, anywhere on the page but in a text field or a
 * dialog. In a text field the browser's own undo runs and the editor's history is left alone,
 * however often the keys are pressed: one rule a member can predict, with no guessing whether the
 * field has anything left to undo (its edits are still in the history: the Undo button, or the keys
 * once focus has left the field, undo them). A dialog (the download, a theme's name) is a task of
 * its own; the values behind it do not change under it.
 */
export function useUndoShortcuts(commands: Record<Command, () => void>) {
  const latest = useRef(commands);
  latest.current = commands;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = shortcutOf(event);
      if (!command || event.defaultPrevented || isTextEntry(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      latest.current[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
