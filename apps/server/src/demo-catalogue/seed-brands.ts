/**
 * The demo's brand kits: the form's sections and fields, then a brand per demo company, each
 * linked to its member, written through the brands services inside the catalogue's transaction.
 * The logos' keys are chosen first, so that they are drawn while the records are written.
 */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps';
import { createBrandRecord } from '../modules/brands/brands.service';
import { createField } from '../modules/brands/fields.service';
import { createSection } from '../modules/brands/sections.service';
import type { FileStorage } from '../modules/storage/storage.service';
import { renderLogo } from './brand-logo';
import { DEMO_BRAND_SECTIONS, DEMO_BRANDS } from './demo-brands';

/** A storage key per demo brand, in the order of DEMO_BRANDS. */
export const planBrandLogos = () => DEMO_BRANDS.map(() => `brand-images/${randomUUID()}.png`);

export async function storeBrandLogos(storage: FileStorage, keys: string[]) {
  await Promise.all(
    DEMO_BRANDS.map(async (brand, i) => {
      const png = await renderLogo({ name: brand.values.name ?? '', mark: brand.mark, colours: brand.values });
      await storage.put(keys[i] as string, png);
    }),
  );
}

export async function removeBrandLogos(storage: FileStorage, keys: string[]) {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/**
 * Seeds the form and the brands; `members` maps the demo's usernames to the accounts made (a
 * brand whose member was not made is still seeded, unlinked). Answers "company (username)" lines.
 */
export async function seedBrands(deps: AppDeps, members: Map<string, string>, logoKeys: string[]) {
  for (const section of DEMO_BRAND_SECTIONS) {
    for (const field of section.fields) await createField(deps, { ...field, section: '' });
    await createSection(deps, { name: section.name, label: section.label, fields: section.fields.map((f) => f.name) });
  }
  const seeded: string[] = [];
  for (const [i, brand] of DEMO_BRANDS.entries()) {
    const memberId = members.get(brand.username) ?? null;
    await createBrandRecord(deps, { ...brand.values, logo: `/files/${logoKeys[i]}` }, memberId);
    seeded.push(memberId ? `${brand.values.name} (${brand.username})` : `${brand.values.name}`);
  }
  return seeded;
}
