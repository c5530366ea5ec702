import type { ProjectValues, TemplateCustomization, TemplateSlots } from '@stockroom/contract';

/** The brand slots a theme may fill: a `{{placeholder}}` the admin has not locked. */
export const themedSlots = (slots: TemplateSlots) =>
  slots.texts.filter((slot) => slot.brand && !slot.locked).map((slot) => slot.name);

/**
 * A theme's colours, and its texts for the template's brand slots it has; the logo, the photos and
 * the texts of other slots (the member's headline) stay.
 */
export function applyTheme(values: ProjectValues, theme: TemplateCustomization, slots: TemplateSlots): ProjectValues {
  const text = { ...values.text };
  for (const name of themedSlots(slots)) {
    const replacement = theme.text[name];
    if (replacement !== undefined) text[name] = replacement;
  }
  return { ...values, classes: theme.classes, text };
}

/** "On Front and Back": where a slot shows, for a template of several pages ('' for one page). */
export function pagesLabel(pages: number[], pageNames: string[]) {
  if (pageNames.length < 2 || pages.length < 2) return '';
  const names = pages.map((index) => pageNames[index] ?? `page ${index + 1}`);
  return `On ${names.length > 2 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join(' and ')}`;
}
