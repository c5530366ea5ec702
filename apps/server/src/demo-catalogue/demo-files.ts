/**
 * The demo products' files: a WebP thumbnail for each, an article PDF for articles, a one-page
 * PDF "bundle" for assets, templates and campaigns (videos play from their embed address) and the
 * sample images of those that have some. Their keys are chosen first, so that the files can be
 * drawn while the records are written; the records' transaction commits only once every file is
 * stored. Sample images are stored before their products are written, which checks they exist.
 */
import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../modules/storage/storage.service';
import { DEMO_CATEGORIES, DEMO_PROVIDERS, type DemoProvider } from './catalogue-data';
import type { DemoProduct } from './demo-product';
import { renderDemoSample } from './demo-samples';
import { productPdf } from './product-pdf';
import { renderThumbnail } from './thumbnail';

/** Storage keys; '' where the product has no such file. */
export interface DemoProductFiles {
  thumbnail: string;
  article: string;
  bundle: string;
  /** The sample images' keys, in order. */
  samples: string[];
}

/** sharp draws on threads of its own; a few images at a time keep a small machine responsive. */
const CONCURRENCY = 3;
const TYPE_ORDER = ['asset', 'article', 'video', 'template', 'campaign'] as const;

/** The provider of the product's first category, whose colours the product's files wear. */
export function providerOf(product: DemoProduct): DemoProvider {
  const category = DEMO_CATEGORIES.find((c) => c.key === product.categories[0]);
  const key = category?.providers[0]?.[0];
  const provider = DEMO_PROVIDERS.find((p) => p.key === key);
  if (!provider) throw new Error(`no provider for the demo product "${product.title}"`);
  return provider;
}

function colours(product: DemoProduct): [string, string] {
  const palette = providerOf(product).palette;
  return palette[TYPE_ORDER.indexOf(product.type) % palette.length] ?? ['#334155', '#64748b'];
}

/** Fresh keys for every product's files, in the order of `products`. */
export function planDemoFiles(products: DemoProduct[]): DemoProductFiles[] {
  return products.map((p) => ({
    thumbnail: `thumbnails/${randomUUID()}.webp`,
    article: p.type === 'article' ? `articles/${randomUUID()}.pdf` : '',
    bundle: p.type === 'article' || p.type === 'video' ? '' : `bundles/${randomUUID()}.pdf`,
    // Stored as an upload of kind thumbnail is: the contract takes such keys as sample images.
    samples: (p.samples ?? []).map(() => `thumbnails/${randomUUID()}.webp`),
  }));
}

async function storeOne(storage: FileStorage, product: DemoProduct, keys: DemoProductFiles) {
  const provider = providerOf(product).name;
  const image = await renderThumbnail({
    title: product.title,
    type: product.type,
    provider,
    colours: colours(product),
  });
  await storage.put(keys.thumbnail, image);
  const document = keys.article || keys.bundle;
  if (!document) return;
  const pdf = productPdf({
    title: product.title,
    subtitle: product.subtitle,
    body: product.description,
    label: `${provider} - ${product.type}`,
    colour: colours(product)[0],
  });
  await storage.put(document, pdf);
}

/** Draws and stores every planned file, a few at a time; stops at the first failure and throws it. */
export async function storeDemoFiles(storage: FileStorage, products: DemoProduct[], plan: DemoProductFiles[]) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < products.length) {
      const i = next++;
      try {
        await storeOne(storage, products[i] as DemoProduct, plan[i] as DemoProductFiles);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // Every worker is waited for, so that none is still writing when the caller cleans up.
  const results = await Promise.allSettled(Array.from({ length: CONCURRENCY }, worker));
  const rejected = results.find((r) => r.status === 'rejected');
  if (rejected) throw rejected.reason;
}

/** Draws and stores every planned sample image, a product's at once and one product after another. */
export async function storeDemoSamples(storage: FileStorage, products: DemoProduct[], plan: DemoProductFiles[]) {
  for (const [i, product] of products.entries()) {
    const keys = plan[i]?.samples ?? [];
    await Promise.all(
      (product.samples ?? []).map(async (sample, j) => storage.put(keys[j] as string, await renderDemoSample(sample))),
    );
  }
}

/** Removes the planned files, those that were written and those that never were alike. */
export async function removeDemoFiles(storage: FileStorage, plan: DemoProductFiles[]) {
  const keys = plan.flatMap((f) => [f.thumbnail, f.article, f.bundle, ...f.samples]).filter(Boolean);
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
