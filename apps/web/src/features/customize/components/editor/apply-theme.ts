import type { ProjectValues, TemplateCustomization } from '@stockroom/contract';

/** A theme's colours, and its texts for the template's placeholders it has; the logo stays. */
export function applyTheme(values: ProjectValues, theme: TemplateCustomization, placeholders: string[]): ProjectValues {
  const text = { ...values.text };
  for (const name of placeholders) {
    const replacement = theme.text[name];
    if (replacement !== undefined) text[name] = replacement;
  }
  return { ...values, classes: theme.classes, text };
}

/**
 * Placeholder → the names of the pages where its text runs past its box (no names for a template
 * of one page: there is only one place it can be).
 */
export function tooLongByPlaceholder(overflows: { page: number; placeholders: string[] }[], pageNames: string[]) {
  const found = new Map<string, string[]>();
  for (const overflow of overflows) {
    const page = pageNames.length > 1 ? (pageNames[overflow.page] ?? `page ${overflow.page + 1}`) : '';
    for (const name of overflow.placeholders) {
      const pages = found.get(name) ?? [];
      if (page && !pages.includes(page)) pages.push(page);
      found.set(name, pages);
    }
  }
  return found;
}
