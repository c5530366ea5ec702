import type { Product, ProductSection } from '@stockroom/contract';
import { toExtendedProduct } from '../products/products.mapper';
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
  const {
    add_categories: _a,
    remove_categories: _r,
    campaign_type: _c,
    associated_products: _p,
    is_campaign: _i,
    is_draft: _d,
    request_more_info: _m,
    parent_product_id: _pp,
    update_associated_products: _u,
    add_associated_products: _aa,
    remove_associated_products: _ra,
    ...product
  } = toExtendedProduct(item.product, { categories, tags, associated: [], pinned: item.pinned }, withhold, files);
  return product;
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
