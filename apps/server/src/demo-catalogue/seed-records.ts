/**
 * The demo catalogue's records, written through the same services as the admin screens, so that
 * slugs, provider links, category orders and search documents come out as they would by hand. Runs
 * inside the caller's transaction: the services' own transactions become savepoints in it.
 */
import { slugify } from '@stockroom/contract';
import { type Db, queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { DEMO_MEMBER } from '../config';
import type { AppDeps } from '../deps';
import { createCategory } from '../modules/catalogue/categories.service';
import { createProvider, updateProvider } from '../modules/catalogue/providers.service';
import { createTag } from '../modules/catalogue/tags.service';
import { createGroup } from '../modules/groups/groups.service';
import { setPinned } from '../modules/products/pinned-products.service';
import { createProduct } from '../modules/products/products.service';
import { createTemplate } from '../modules/templates/templates.service';
import { addToGroup } from '../modules/users/users.service';
import {
  type CategoryKey,
  DEMO_CATEGORIES,
  DEMO_GROUPS,
  DEMO_PROVIDERS,
  DEMO_TAGS,
  type GroupKey,
  type ProviderKey,
  type TagKey,
} from './catalogue-data';
import type { DemoProductFiles } from './demo-files';
import { DEMO_MEMBERS, FIRST_MEMBER_GROUP, firstDemoMemberId, insertDemoMembers } from './demo-members';
import { type DatedDemoProduct, DEMO_PINNED } from './demo-products';
import { seedDemoRequests } from './demo-requests';
import { DEMO_PRODUCT_TEMPLATES, DEMO_TEMPLATES, type DemoTemplateKey, demoTemplateSvg } from './demo-templates';
import { seedBrands } from './seed-brands';
import { seedDemoInsight } from './seed-insight';
import { seedDemoSubscription } from './seed-subscription';

/** The whole set, so that a service needing more of it later still gets what it needs. */
type Deps = AppDeps;

export interface DemoRecordCounts {
  providers: number;
  categories: number;
  tags: number;
  groups: number;
  products: number;
  drafts: number;
  templates: number;
  /** Usernames of the members made or placed in a group, with the group's name (or none). */
  members: { username: string; group: string | null }[];
  /** Each brand kit's company, with the member it is linked to. */
  brands: string[];
  /** The demo members' requests (DESIGN §1.9). */
  requests: number;
  /** Each demo subscription's member and product. */
  subscriptions: string[];
  /** The demo members' history for the analytics dashboard (seed-insight.ts). */
  events: number;
}

const lookup = <K extends string>(map: Map<K, string>, key: K) => {
  const id = map.get(key);
  if (!id) throw new Error(`the demo catalogue names an unknown record "${key}"`);
  return id;
};

async function seedProviders(deps: Deps) {
  const ids = new Map<ProviderKey, string>();
  // Each new provider goes last in the display order, so creating them in order is the order.
  for (const p of DEMO_PROVIDERS) ids.set(p.key, (await createProvider(deps, { name: p.name })).id);
  return ids;
}

async function seedCategories(deps: Deps, providers: Map<ProviderKey, string>) {
  const ids = new Map<CategoryKey, string>();
  for (const c of DEMO_CATEGORIES) {
    const { id } = await createCategory(deps, {
      name: c.name,
      description: c.description,
      description_bold: c.descriptionBold,
      content_providers: c.providers.map(([key, permission]) => ({ id: lookup(providers, key), permission })),
    });
    ids.set(c.key, id);
  }
  for (const p of DEMO_PROVIDERS) {
    const order = p.categoryOrder.map((key) => lookup(ids, key)).join(',');
    await updateProvider(deps, lookup(providers, p.key), { name: p.name, order_categories: order });
  }
  return ids;
}

async function seedTags(deps: Deps, providers: Map<ProviderKey, string>) {
  const ids = new Map<TagKey, string>();
  for (const t of DEMO_TAGS) {
    const links = t.providers.map(([key, permission]) => ({ id: lookup(providers, key), permission }));
    const { id } = await createTag(deps, {
      name: t.name,
      description: t.description,
      description_bold: '',
      content_providers: links,
    });
    ids.set(t.key, id);
  }
  return ids;
}

async function seedGroups(deps: Deps, providers: Map<ProviderKey, string>) {
  const ids = new Map<GroupKey, string>();
  for (const g of DEMO_GROUPS) {
    const grants = DEMO_PROVIDERS.map((p) => ({ id: lookup(providers, p.key), permission: g.grants[p.key] }));
    ids.set(g.key, (await createGroup(deps, { name: g.name, content_providers: grants })).id);
  }
  return ids;
}

/** Uploaded through the admin's own service, so each passes the sanitizer as an upload would. */
async function seedTemplates(deps: Deps) {
  const ids = new Map<DemoTemplateKey, string>();
  for (const [key, template] of Object.entries(DEMO_TEMPLATES) as [
    DemoTemplateKey,
    (typeof DEMO_TEMPLATES)[DemoTemplateKey],
  ][]) {
    ids.set(key, (await createTemplate(deps, { name: template.name, svg: await demoTemplateSvg(template) })).id);
  }
  return ids;
}

const templateOf = (templates: Map<DemoTemplateKey, string>, p: DatedDemoProduct) => {
  const key = DEMO_PRODUCT_TEMPLATES[p.title];
  if (p.type === 'template' && !key) throw new Error(`the demo template product "${p.title}" has no template`);
  return key ? lookup(templates, key) : '';
};

async function seedProducts(
  deps: Deps,
  products: DatedDemoProduct[],
  files: DemoProductFiles[],
  categories: Map<CategoryKey, string>,
  tags: Map<TagKey, string>,
  templates: Map<DemoTemplateKey, string>,
  samplesStored: Promise<void>,
) {
  const ids = new Map<string, string>();
  await samplesStored;
  for (const [i, p] of products.entries()) {
    const stored = files[i] as DemoProductFiles;
    const [first, second, third] = p.tips ?? [];
    const { id } = await createProduct(deps, {
      title: p.title,
      subtitle: p.subtitle,
      description: p.description,
      product_type: p.type,
      thumbnail: stored.thumbnail,
      article_file_path: stored.article,
      bundle_download_url: stored.bundle,
      sample_images: stored.samples,
      video_embed_url: p.video ?? '',
      design_huddle_template_id: templateOf(templates, p),
      is_gated: p.gated ?? false,
      is_draft: p.draft ?? false,
      request_more_info: p.moreInfo ?? false,
      price: p.price ?? null,
      is_campaign: p.type === 'campaign',
      campaign_type: p.campaignType ?? '',
      first_tip_success_title: first?.[0] ?? '',
      first_tip_success_description: first?.[1] ?? '',
      second_tip_success_title: second?.[0] ?? '',
      second_tip_success_description: second?.[1] ?? '',
      third_tip_success_title: third?.[0] ?? '',
      third_tip_success_description: third?.[1] ?? '',
      categories: p.categories.map((key) => ({ category_id: lookup(categories, key) })),
      tags: p.tags.map((key) => ({ tag_id: lookup(tags, key) })),
      associated_products: (p.associated ?? []).map((title) => lookup(ids, slugify(title))),
    });
    ids.set(slugify(p.title), id);
  }
  await backdate(
    deps.database.db,
    products.map((p) => lookup(ids, slugify(p.title))),
    products.map((p) => p.ageHours),
  );
  for (const c of DEMO_CATEGORIES) {
    const pinned = DEMO_PINNED[c.key].map((title) => lookup(ids, slugify(title)));
    await setPinned(deps, lookup(categories, c.key), pinned.join(','));
  }
  return ids;
}

/**
 * Spreads the products over the past weeks: written in one transaction they would all carry its
 * start time, and lists sorted newest first would fall back on the order of random ids.
 */
async function backdate(db: Db, ids: string[], ageHours: number[]) {
  await queryRows(
    db,
    sql`update products p
        set created_at = now() - o.age * interval '1 hour', updated_at = now() - o.age * interval '1 hour'
        from unnest(string_to_array(${ids.join(',')}, ',')::uuid[], string_to_array(${ageHours.join(',')}, ',')::int[]) as o(id, age)
        where p.id = o.id`,
  );
}

async function seedMembers(deps: Deps, groups: Map<GroupKey, string>, hashes: string[]) {
  const db = deps.database.db;
  const placed: DemoRecordCounts['members'] = [];
  const ids = new Map<string, string>();
  const groupName = (key: GroupKey) => DEMO_GROUPS.find((g) => g.key === key)?.name ?? key;
  const first = await firstDemoMemberId(db);
  if (first) {
    ids.set(DEMO_MEMBER.username, first);
    await addToGroup(deps, first, lookup(groups, FIRST_MEMBER_GROUP));
    placed.push({ username: DEMO_MEMBER.username, group: groupName(FIRST_MEMBER_GROUP) });
  }
  const made = await insertDemoMembers(db, hashes);
  for (const m of DEMO_MEMBERS) {
    const id = made.get(m.username);
    if (!id) continue;
    ids.set(m.username, id);
    if (m.group) await addToGroup(deps, id, lookup(groups, m.group));
    placed.push({ username: m.username, group: m.group && groupName(m.group) });
  }
  return { placed, ids };
}

export async function seedRecords(
  deps: Deps,
  products: DatedDemoProduct[],
  files: DemoProductFiles[],
  passwordHashes: string[],
  logoKeys: string[],
  /** Settles once the products' sample images are stored (demo-files.ts). */
  samplesStored: Promise<void>,
): Promise<DemoRecordCounts> {
  const providers = await seedProviders(deps);
  const categories = await seedCategories(deps, providers);
  const tags = await seedTags(deps, providers);
  const groups = await seedGroups(deps, providers);
  const templates = await seedTemplates(deps);
  const productIds = await seedProducts(deps, products, files, categories, tags, templates, samplesStored);
  const members = await seedMembers(deps, groups, passwordHashes);
  const brands = await seedBrands(deps, members.ids, logoKeys);
  const requests = await seedDemoRequests(deps.database.db, members.ids, productIds);
  const subscribed = await seedDemoSubscription(deps, products, productIds, members.ids.get(DEMO_MEMBER.username));
  const events = await seedDemoInsight(deps.database.db);
  return {
    providers: providers.size,
    categories: categories.size,
    tags: tags.size,
    groups: groups.size,
    products: products.length,
    drafts: products.filter((p) => p.draft).length,
    templates: templates.size,
    members: members.placed,
    brands,
    requests,
    subscriptions: subscribed ? [`${DEMO_MEMBER.username}: ${subscribed}`] : [],
    events,
  };
}
