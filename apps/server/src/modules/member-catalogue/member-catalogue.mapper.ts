import type { Product, ProductSection } from '@stockroom/contract';
import { toProduct } from '../products/products.mapper';
import type { FileAddresses } from '../storage/file-signer';
import type { ProductRow } from './member-products.queries';
import type { SectionCategory } from './sections.queries';

export interface ListedProduct {
  product: ProductRow;
  /** The viewer's permission for the product (the highest over its categories). */
  permission: number;
  /** Pinned in the section's category. */
  pinned: boolean;
}

export interface ProductLinkIds {
  categories: string[];
  tags: string[];
}

/** A product as the contract's Product; `withhold` (a locked product: DESIGN §1.3) blanks its files. */
export function toMemberProduct(
  item: ListedProduct,
  links: ProductLinkIds | undefined,
  withhold: boolean,
  files: FileAddresses,
): Product {
  const { categories = [], tags = [] } = links ?? {};
  return toProduct(item.product, { categories, tags, pinned: item.pinned }, withhold, files);
}

/** The first word of a category's bold description. */
export const firstWord = (text: string) => text.trim().split(/\s+/)[0] ?? '';

/** A category as a landing or category-page section. */
export function toSection(category: SectionCategory, products: Product[], totalPages: number): ProductSection {
  return {
    id: category.id,
    title: category.name,
    description: category.description,
    descriptionBold: firstWord(category.description_bold),
    link: `/${category.slug}`,
    token: '',
    total_pages: totalPages,
    category_permission: category.permission,
    products,
  };
}
