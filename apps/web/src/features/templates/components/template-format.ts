/** "2 pages: Front, Back", "1 page". */
export function formatPages(pageNames: readonly string[]) {
  const count = `${pageNames.length} ${pageNames.length === 1 ? 'page' : 'pages'}`;
  return pageNames.length > 1 ? `${count}: ${pageNames.join(', ')}` : count;
}

/** "812 bytes", "14.2 KB", "1.1 MB". */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `{{isp}}`: a placeholder as it is written in the SVG. */
export const placeholderToken = (name: string) => `{{${name}}}`;

/** Where a product using a template opens for editing in the products table. */
export const adminProductAddress = (product: { id: string; title: string }) =>
  `/admin/products?${new URLSearchParams({ search: product.title, edit: product.id })}`;
