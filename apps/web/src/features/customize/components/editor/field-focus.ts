import { colorFieldId } from './color-field';
import type { PanelName } from './editor-panels';
import { LOGO_FIELD_ID } from './logo-field';
import { photoFramerId } from './photo-framer';
import { slotFieldId } from './text-slot-field';

/**
 * Where a field, named as the server names it in its 400s and preflight findings (`text.<slot>`,
 * `photos.<slot>`, `logo`, `classes.<class>`), is in the editor: its panel and its element's id.
 */
export function fieldTarget(field: string): { panel: PanelName; id: string } | null {
  const dot = field.indexOf('.');
  const kind = dot === -1 ? field : field.slice(0, dot);
  const name = dot === -1 ? '' : field.slice(dot + 1);
  if (kind === 'logo') return { panel: 'logo', id: LOGO_FIELD_ID };
  if (!name) return null;
  if (kind === 'text') return { panel: 'texts', id: slotFieldId(name) };
  if (kind === 'photos') return { panel: 'photos', id: photoFramerId(name) };
  if (kind === 'classes') return { panel: 'colours', id: colorFieldId(name) };
  return null;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([type="file"]), textarea, button, [tabindex="0"]';
/** How long a field may take to appear (a panel that waits for its data), in frames. */
const MAX_TRIES = 60;

/**
 * Focuses a control once it is there (a panel unfolding, a dialog giving the focus back), and
 * brings it into view; a group (the logo's choices, a colour) gives the focus to its chosen or first
 * control.
 */
export function focusField(id: string, tries = MAX_TRIES) {
  setTimeout(() => {
    const element = document.getElementById(id);
    if (!element) {
      if (tries > 0) requestAnimationFrame(() => focusField(id, tries - 1));
      return;
    }
    const control = element.matches(FOCUSABLE)
      ? element
      : (element.querySelector<HTMLElement>('input:checked') ??
        element.querySelector<HTMLElement>(FOCUSABLE) ??
        element);
    control.focus({ preventScroll: true });
    // Typing goes on from the end of the text, as after a click at its end.
    if (control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && control.type === 'text'))
      control.setSelectionRange(control.value.length, control.value.length);
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, 0);
}
