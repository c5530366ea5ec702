import type { Field, Section } from '@stockroom/contract';

export interface FormBlock {
  /** The section's name, or '' for the fields in no section. */
  key: string;
  heading: string;
  fields: Field[];
}

export const OTHER_HEADING = 'Other';

/**
 * The form's blocks: each section with its fields in the section's order, then the fields that no
 * section lists under "Other". A name a section lists but no field has is skipped; a section left
 * without fields shows nothing.
 */
export function formBlocks(fields: Field[], sections: Section[]): FormBlock[] {
  const byName = new Map(fields.filter((field) => field.name).map((field) => [field.name as string, field]));
  const placed = new Set<string>();
  const blocks: FormBlock[] = [];
  for (const section of sections) {
    const listed = section.fields.flatMap((name) => {
      const field = byName.get(name);
      if (!field || placed.has(name)) return [];
      placed.add(name);
      return [field];
    });
    if (listed.length > 0) blocks.push({ key: section.name, heading: section.label || section.name, fields: listed });
  }
  const rest = [...byName.values()].filter((field) => !placed.has(field.name as string));
  if (rest.length > 0) blocks.push({ key: '', heading: OTHER_HEADING, fields: rest });
  return blocks;
}
