import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * An SVG template (DESIGN §1.7): the sanitized source an admin can download again, and the
 * document tree the editor and the renderer serialize. `version` goes up with each new SVG, and
 * every cached render is keyed on it.
 */
export const templates = pgTable('templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  version: integer('version').notNull().default(1),
  svg: text('svg').notNull(),
  /** TemplateDocument (the contract's templates/document.ts). */
  document: jsonb('document').notNull(),
  size_bytes: integer('size_bytes').notNull(),
  element_count: integer('element_count').notNull(),
  /** The admin's choices per slot name, kept apart from the SVG: `{ [slot]: { locked?, label? } }`. */
  slot_settings: jsonb('slot_settings').notNull().default({}),
  ...timestamps,
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
});

/** The slot names a campaign piece keeps its own value for (decision 0050). */
export interface SlotOverrideNames {
  text: string[];
  photos: string[];
}

/**
 * A member's campaign project (decision 0050): one editor over a campaign's template products. Its
 * `values` (ProjectValues) are the shared colours, texts, logo and photos; each piece is a project of
 * its own that points here.
 */
export const campaignProjects = pgTable(
  'campaign_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    values: jsonb('values').notNull(),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('campaign_projects_user_product_idx').on(t.user_id, t.product_id).where(sql`${t.deleted_at} is null`)],
);

/** What a kit made of a piece (decision 0051), as it was when the kit was asked for. */
export interface KitPieceEntry {
  project_id: string;
  product_id: string;
  product_title: string;
  /** Names the piece's folder in the ZIP. */
  product_slug: string;
  use: 'print' | 'screen';
  /** The template's trim size and bleed, for the README. */
  size: { width: number; height: number; unit: string; bleed: number };
  /** Why the piece was left out (its first refusal); '' for a piece the kit renders. */
  blocked: string;
}

/**
 * A campaign kit (decision 0051): one ZIP of a campaign project's pieces. Each rendered file is an
 * ordinary download (a transaction pointing here by `kit_id`); once they have all settled a job
 * stores the ZIP. `pieces` (KitPieceEntry[]) lists every piece in the campaign's order, blocked
 * ones with their refusal; `skipped` (SkippedProduct[]) the campaign's products that were no piece.
 */
export const campaignKits = pgTable(
  'campaign_kits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // Soft-deleting a campaign project keeps its kits; a product deleted for good takes them along.
    campaign_project_id: uuid('campaign_project_id')
      .notNull()
      .references(() => campaignProjects.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    svg: boolean('svg').notNull().default(false),
    status: text('status').notNull().default('rendering'),
    error: text('error').notNull().default(''),
    file_key: text('file_key').notNull().default(''),
    file_name: text('file_name').notNull().default(''),
    size_bytes: integer('size_bytes').notNull().default(0),
    pieces: jsonb('pieces').$type<KitPieceEntry[]>().notNull().default([]),
    skipped: jsonb('skipped').$type<unknown[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('campaign_kits_user_created_idx').on(t.user_id, t.created_at)],
);

/** A member's project: one template product in their colours, texts and logo (ProjectValues). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // A product deleted for good takes its members' projects and downloads with it.
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    template_id: uuid('template_id')
      .notNull()
      .references(() => templates.id),
    values: jsonb('values').notNull(),
    /** Set on a campaign's piece: its values are the campaign's shared ones but for `overrides`. */
    campaign_project_id: uuid('campaign_project_id').references(() => campaignProjects.id, { onDelete: 'cascade' }),
    overrides: jsonb('overrides').$type<SlotOverrideNames>().notNull().default({ text: [], photos: [] }),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('projects_user_product_idx').on(t.user_id, t.product_id).where(sql`${t.deleted_at} is null`),
    index('projects_product_idx').on(t.product_id),
    index('projects_campaign_project_idx').on(t.campaign_project_id),
  ],
);

/** A member's saved theme (spec §3 template customization): colour classes and text replacements. */
export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    classes: jsonb('classes').notNull(),
    text: jsonb('text').notNull(),
    ...timestamps,
  },
  (t) => [index('themes_user_idx').on(t.user_id)],
);

/**
 * A download (DESIGN §1.7): rendering, then ready with its file, or failed with why. The row is
 * written when the export starts, so that any server process can answer its progress.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    print_ready: boolean('print_ready').notNull().default(false),
    page: integer('page'),
    status: text('status').notNull().default('rendering'),
    progress: real('progress').notNull().default(0),
    error: text('error').notNull().default(''),
    /** The storage key of the file once ready ('' before). */
    file_key: text('file_key').notNull().default(''),
    file_name: text('file_name').notNull().default(''),
    size_bytes: integer('size_bytes').notNull().default(0),
    /** The preflight's warnings when the export was made (PreflightFinding[]): shown with the download. */
    preflight: jsonb('preflight').$type<unknown[]>().notNull().default([]),
    /** Set on a file of a campaign kit (decision 0051); the download stays when the kit goes. */
    kit_id: uuid('kit_id').references(() => campaignKits.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('transactions_user_created_idx').on(t.user_id, t.created_at),
    index('transactions_project_idx').on(t.project_id),
    index('transactions_kit_idx').on(t.kit_id),
  ],
);

/**
 * A member's photo for the templates' photo slots (DESIGN §1.7): an upload of their own, or an image
 * of the catalogue they picked (`source_product_id`), stored once per member (by content hash, or by
 * product) as a print-size JPEG and a preview-size JPEG.
 */
export const memberPhotos = pgTable(
  'member_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The catalogue product the photo came from; its access is checked again at each use. */
    source_product_id: uuid('source_product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the uploaded bytes, or of the product and its image for a catalogue pick: the same one twice is one photo. */
    content_hash: text('content_hash').notNull(),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    print_key: text('print_key').notNull(),
    preview_key: text('preview_key').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('member_photos_user_created_idx').on(t.user_id, t.created_at),
    uniqueIndex('member_photos_user_hash_key').on(t.user_id, t.content_hash).where(sql`${t.deleted_at} is null`),
  ],
);
