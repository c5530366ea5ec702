import {
  type ExtendedProduct,
  IdSchema,
  isStoredFileKey,
  PRODUCT_TYPES,
  ProductCreateSchema,
  type ProductTypeSchema,
  type ProductUpdateSchema,
  SAMPLE_IMAGES_MAX,
  SampleImagesSchema,
} from '@stockroom/contract';
import type { Control } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  amountProblem,
  PRICE_FORM_FIELDS,
  priceFormFields,
  priceFormValues,
  priceFromForm,
  priceIssueField,
  samePrice,
} from './product-price';

/** The product's own fields, checked as the contract checks a create. */
const ownFields = z.required(
  z.pick(ProductCreateSchema, {
    title: true,
    subtitle: true,
    slug: true,
    description: true,
    product_type: true,
    thumbnail: true,
    article_file_path: true,
    bundle_download_url: true,
    video_embed_url: true,
    design_huddle_template_id: true,
    first_tip_success_title: true,
    first_tip_success_description: true,
    second_tip_success_title: true,
    second_tip_success_description: true,
    third_tip_success_title: true,
    third_tip_success_description: true,
    is_gated: true,
    is_draft: true,
    request_more_info: true,
    is_campaign: true,
    campaign_type: true,
  }),
);

type OwnField = keyof typeof ownFields.shape;
const OWN_FIELDS = Object.keys(ownFields.shape) as OwnField[];

const isHttpsAddress = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The form: the own fields, the parent ('' for none), the links as id lists and the price. A
 * bundle is an uploaded file or an external https address; the value the product already had (a
 * read answers a signed address) stays acceptable, since it is not sent back unless changed.
 */
export const productFormSchema = (savedBundle = '') =>
  z
    .extend(ownFields, {
      bundle_download_url: ownFields.shape.bundle_download_url.check(
        z.refine(
          (value) => value === '' || value === savedBundle || isStoredFileKey(value) || isHttpsAddress(value),
          'Upload a file or enter an https:// address',
        ),
      ),
      parent_product_id: z.union([IdSchema, z.literal('')]),
      categories: z.array(IdSchema),
      tags: z.array(IdSchema),
      associated_products: z.array(IdSchema),
      sample_images: SampleImagesSchema,
      ...priceFormFields,
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          const problem = values.price_for_sale ? amountProblem(values.price_amount) : undefined;
          if (problem)
            ctx.addIssue({ code: 'custom', message: problem, path: ['price_amount'], input: values.price_amount });
        },
        // Said together with the other fields' faults, not only once they are mended.
        { when: () => true },
      ),
    );

export type ProductFormValues = z.input<ReturnType<typeof productFormSchema>>;
export type ProductControl = Control<ProductFormValues, unknown, ProductFormValues>;
type ProductCreateBody = z.input<typeof ProductCreateSchema>;
type ProductUpdateBody = z.input<typeof ProductUpdateSchema>;

/** Every field the server may name in `issues`; an update's add_/remove_ lists land on their list. */
export const PRODUCT_FORM_FIELDS = [
  ...OWN_FIELDS,
  'parent_product_id',
  'categories',
  'tags',
  'associated_products',
  'sample_images',
  ...PRICE_FORM_FIELDS,
] as const satisfies readonly (keyof ProductFormValues)[];
/** The server names one sample image by its place in the list: it lands on the list. */
export const SAMPLE_ISSUE_PATHS = Array.from({ length: SAMPLE_IMAGES_MAX }, (_, i) => `sample_images.${i}`);
export const issueField = (path: string): string =>
  priceIssueField(path) ??
  path
    .replace(/^(add|remove)_(categories|tags|associated_products)$/, '$2')
    .replace(/^sample_images\.\d+$/, 'sample_images');

const productType = (value: string | undefined): z.output<typeof ProductTypeSchema> =>
  PRODUCT_TYPES.find((type) => type === value) ?? 'asset';

/** The values of a product being edited, or a new draft asset. */
export function productFormValues(product?: ExtendedProduct): ProductFormValues {
  const own = Object.fromEntries(OWN_FIELDS.map((name) => [name, product?.[name] ?? ''])) as Pick<
    ProductFormValues,
    OwnField
  >;
  return {
    ...own,
    product_type: productType(product?.product_type),
    is_gated: product?.is_gated ?? false,
    // A new product starts as a draft: members see it only once an admin publishes it.
    is_draft: product?.is_draft ?? true,
    request_more_info: product?.request_more_info ?? false,
    is_campaign: product?.is_campaign ?? false,
    parent_product_id: product?.parent_product_id ?? '',
    categories: product?.categories ?? [],
    tags: product?.tags ?? [],
    associated_products: product?.associated_products ?? [],
    sample_images: product?.sample_images.map((sample) => sample.path) ?? [],
    ...priceFormValues(product?.price),
  };
}

/** POST /api/products: every field, the links as the contract names them. */
export function createBody(values: ProductFormValues): ProductCreateBody {
  const { parent_product_id, categories, tags, associated_products, ...rest } = values;
  const { price_for_sale, price_amount, price_currency, price_interval, ...own } = rest;
  return {
    ...own,
    price: priceFromForm(values),
    parent_product_id: parent_product_id || null,
    categories: categories.map((category_id) => ({ category_id })),
    tags: tags.map((tag_id) => ({ tag_id })),
    associated_products,
  };
}

const added = (before: readonly string[], after: readonly string[]) => after.filter((id) => !before.includes(id));

/**
 * PUT /api/products/{id}: only what changed, so that a value read back in another form (a signed
 * address) is never written over the stored one; links as add_/remove_ lists.
 */
export function updateBody(initial: ProductFormValues, values: ProductFormValues): ProductUpdateBody {
  const body: Record<string, unknown> = {};
  for (const name of OWN_FIELDS) {
    if (values[name] !== initial[name]) body[name] = values[name];
  }
  // An emptied slug is made again from the title, which the server then needs.
  if (body.slug === '') body.title = values.title;
  if (values.parent_product_id !== initial.parent_product_id) body.parent_product_id = values.parent_product_id || null;
  const price = priceFromForm(values);
  if (!samePrice(price, priceFromForm(initial))) body.price = price;
  // The list is sent whole when its images or their order changed: the server replaces it.
  if (values.sample_images.join('\n') !== initial.sample_images.join('\n')) body.sample_images = values.sample_images;
  const lists = [
    ['categories', values.categories, initial.categories],
    ['tags', values.tags, initial.tags],
    ['associated_products', values.associated_products, initial.associated_products],
  ] as const;
  for (const [name, now, before] of lists) {
    const add = added(before, now);
    const remove = added(now, before);
    if (add.length > 0) body[`add_${name}`] = add;
    if (remove.length > 0) body[`remove_${name}`] = remove;
  }
  return body as ProductUpdateBody;
}
