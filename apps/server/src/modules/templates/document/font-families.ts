/**
 * `font-family="Source Sans 3"` is what a designer writes, but in CSS — and a browser reads an SVG
 * presentation attribute as CSS — an unquoted family name may not hold a word starting with a
 * digit: the whole declaration is dropped and the preview falls back to a serif, while resvg still
 * finds the font. Quoting such names makes the editor's preview and the export agree.
 */
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'inherit', 'initial']);

export function quoteFontFamilies(value: string): string {
  return value
    .split(',')
    .map((part) => {
      const family = part.trim();
      if (/^["']/.test(family) || GENERIC.has(family.toLowerCase())) return family;
      return /(^|\s)[0-9-]/.test(family) ? `'${family.replace(/'/g, '')}'` : family;
    })
    .join(', ');
}

/** Quotes, in place, every font-family attribute that a browser would otherwise ignore. */
export function normalizeFontFamilies(root: Element) {
  // A tree walker, not getElementsByTagName: jsdom's live collection looks each index up by name,
  // which made a file of 5000 elements take seconds.
  const walker = root.ownerDocument.createTreeWalker(root, 0x1 /* NodeFilter.SHOW_ELEMENT */);
  for (let el: Element | null = root; el; el = walker.nextNode() as Element | null) {
    const value = el.getAttribute('font-family');
    if (value === null) continue;
    const quoted = quoteFontFamilies(value);
    if (quoted !== value) el.setAttribute('font-family', quoted);
  }
}
