/**
 * The brand form's fields (spec §7, decision 0018): members read them, admins write them. A
 * field's section and that section's list change together in one transaction; brands' values are
 * never touched, whatever happens to the field that describes them.
 */
import type { brandFieldRoutes, RouteParsed } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { AppError, fieldError, notFound } from '../../errors';
import { toField } from './brands.mapper';
import {
  deleteFieldRow,
  fieldNameTaken,
  findFieldRow,
  insertField,
  listFieldRows,
  listSectionRows,
  lockBrandForm,
  type SectionRow,
  updateFieldRow,
} from './form.queries';
import { appendToSection, removeFromSections, renameInSections } from './form-sync';

type FormDeps = Pick<AppDeps, 'database'>;
type FieldCreate = RouteParsed<typeof brandFieldRoutes.create>['body'];
type FieldUpdate = RouteParsed<typeof brandFieldRoutes.update>['body'];

const fieldNotFound = () => notFound('Field not found');
export const nameTaken = (what: 'field' | 'section') =>
  new AppError('conflict', `A ${what} with this name already exists. Please choose another.`, [
    { path: 'name', message: `A ${what} with this name already exists` },
  ]);

/** The section named, or null for ''; an unknown name is a 400 naming `section`. */
function sectionNamed(sections: SectionRow[], name: string): SectionRow | null {
  if (name === '') return null;
  const section = sections.find((s) => s.name === name);
  if (!section) throw fieldError('section', `No such section: ${name}`);
  return section;
}

export const listFields = async (deps: FormDeps) => (await listFieldRows(deps.database.db)).map(toField);

export async function getField(deps: FormDeps, id: string) {
  const row = await findFieldRow(deps.database.db, id);
  if (!row) throw fieldNotFound();
  return toField(row);
}

/** Naming a section appends the field to its list. */
export async function createField(deps: FormDeps, body: FieldCreate) {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockBrandForm(tx);
    if (await fieldNameTaken(tx, body.name)) throw nameTaken('field');
    const sections = await listSectionRows(tx);
    const section = sectionNamed(sections, body.section);
    const row = await insertField(tx, body);
    if (section) await appendToSection(tx, section, row.name);
    return row;
  });
  return toField(row);
}

/** A rename follows into the section's list in place; a new section moves the field there, last. */
export async function updateField(deps: FormDeps, id: string, body: FieldUpdate) {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockBrandForm(tx);
    const before = await findFieldRow(tx, id);
    if (!before) throw fieldNotFound();
    const name = body.name ?? before.name;
    if (name !== before.name && (await fieldNameTaken(tx, name, id))) throw nameTaken('field');
    const sections = await listSectionRows(tx);
    const moving = body.section !== undefined && body.section !== before.section;
    const target = moving ? sectionNamed(sections, body.section as string) : null;
    if (name !== before.name) await renameInSections(tx, sections, before.name, name);
    if (moving) {
      await removeFromSections(tx, await listSectionRows(tx), [name]);
      if (target) await appendToSection(tx, (await sectionById(tx, target.id)) ?? target, name);
    }
    return updateFieldRow(tx, id, { ...body, name });
  });
  if (!row) throw fieldNotFound();
  return toField(row);
}

/** The section as it stands now in the transaction, after earlier writes to its list. */
const sectionById = async (tx: Db, id: string) => (await listSectionRows(tx)).find((s) => s.id === id) ?? null;

/** The field leaves its section's list; brands keep their values under its name. */
export async function deleteField(deps: FormDeps, id: string) {
  await deps.database.db.transaction(async (tx) => {
    await lockBrandForm(tx);
    const row = await findFieldRow(tx, id);
    if (!row) throw fieldNotFound();
    await removeFromSections(tx, await listSectionRows(tx), [row.name]);
    if (!(await deleteFieldRow(tx, id))) throw fieldNotFound();
  });
  return { id };
}
