import type { Brand, Field, Section } from '@stockroom/contract';
import type { BrandRow } from './brands.queries';
import type { FieldRow, SectionRow } from './form.queries';

/** A brand as the wire has it: its values under their keys beside the base record (decision 0018). */
export const toBrand = (row: BrandRow): Brand => ({
  ...row.values,
  id: row.id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});

export const toField = (row: FieldRow): Field => ({
  id: row.id,
  name: row.name,
  label: row.label,
  type: row.type,
  section: row.section,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  deleted_at: null,
});

export const toSection = (row: SectionRow): Section => ({
  id: row.id,
  name: row.name,
  label: row.label,
  fields: row.fields,
});
