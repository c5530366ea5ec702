/**
 * Keeps a section's `fields` in step with its fields' `section` (decision 0018). Each call runs in
 * the caller's transaction, under the form's lock, on the sections it read there.
 */
import type { Db } from '@stockroom/db';
import { type SectionRow, updateSectionRow } from './form.queries';

/** Takes the named fields out of every section but `keepId`'s. */
export async function removeFromSections(tx: Db, sections: SectionRow[], names: string[], keepId?: string) {
  const gone = new Set(names);
  for (const section of sections) {
    if (section.id === keepId || !section.fields.some((f) => gone.has(f))) continue;
    await updateSectionRow(tx, section.id, { fields: section.fields.filter((f) => !gone.has(f)) });
  }
}

/** A renamed field keeps its place in its section's list. */
export async function renameInSections(tx: Db, sections: SectionRow[], from: string, to: string) {
  for (const section of sections) {
    if (!section.fields.includes(from)) continue;
    await updateSectionRow(tx, section.id, { fields: section.fields.map((f) => (f === from ? to : f)) });
  }
}

/** A field moved into a section goes last in it. */
export async function appendToSection(tx: Db, section: SectionRow, name: string) {
  if (section.fields.includes(name)) return;
  await updateSectionRow(tx, section.id, { fields: [...section.fields, name] });
}
