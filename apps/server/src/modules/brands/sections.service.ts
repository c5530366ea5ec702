/**
 * The brand form's sections (spec §7, decision 0018): members read them in display order, admins
 * write them. A section's `fields` is the order of its fields; listing a field moves it here from
 * wherever it was, and a field dropped from the list is left in no section.
 */
import type { brandSectionRoutes, RouteParsed } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import { toSection } from './brands.mapper';
import { nameTaken } from './fields.service';
import {
  deleteSectionRow,
  findSectionRow,
  insertSection,
  listFieldRows,
  listSectionRows,
  lockBrandForm,
  moveSectionFields,
  setFieldsSection,
  updateSectionRow,
} from './form.queries';
import { removeFromSections } from './form-sync';

type FormDeps = Pick<AppDeps, 'database'>;
type SectionCreate = RouteParsed<typeof brandSectionRoutes.create>['body'];
type SectionUpdate = RouteParsed<typeof brandSectionRoutes.update>['body'];

const sectionNotFound = () => notFound('Section not found');

/** Every name listed once and naming a field; otherwise a 400 naming `fields`. */
async function checkFieldList(tx: Db, names: string[]) {
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  if (repeated.length > 0) throw fieldError('fields', `Listed more than once: ${[...new Set(repeated)].join(', ')}`);
  const known = new Set((await listFieldRows(tx)).map((f) => f.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw fieldError('fields', `No such field: ${unknown.join(', ')}`);
}

async function sectionNameTaken(tx: Db, name: string, exceptId?: string) {
  return (await listSectionRows(tx)).some((s) => s.name === name && s.id !== exceptId);
}

export const listSections = async (deps: FormDeps) => (await listSectionRows(deps.database.db)).map(toSection);

export async function getSection(deps: FormDeps, id: string) {
  const row = await findSectionRow(deps.database.db, id);
  if (!row) throw sectionNotFound();
  return toSection(row);
}

/** The fields listed move here from any other section. */
export async function createSection(deps: FormDeps, body: SectionCreate) {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockBrandForm(tx);
    if (await sectionNameTaken(tx, body.name)) throw nameTaken('section');
    await checkFieldList(tx, body.fields);
    await removeFromSections(tx, await listSectionRows(tx), body.fields);
    const row = await insertSection(tx, body);
    await setFieldsSection(tx, body.fields, row.name);
    return row;
  });
  return toSection(row);
}

/** A rename follows into its fields' `section`; a list sent reorders, moves fields in, and leaves the dropped in none. */
export async function updateSection(deps: FormDeps, id: string, body: SectionUpdate) {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockBrandForm(tx);
    const before = await findSectionRow(tx, id);
    if (!before) throw sectionNotFound();
    const name = body.name ?? before.name;
    if (name !== before.name && (await sectionNameTaken(tx, name, id))) throw nameTaken('section');
    if (body.fields) await checkFieldList(tx, body.fields);
    if (name !== before.name) await moveSectionFields(tx, before.name, name);
    if (body.fields) {
      const kept = new Set(body.fields);
      await setFieldsSection(
        tx,
        before.fields.filter((f) => !kept.has(f)),
        '',
      );
      await removeFromSections(tx, await listSectionRows(tx), body.fields, id);
      await setFieldsSection(tx, body.fields, name);
    }
    return updateSectionRow(tx, id, { ...body, name });
  });
  if (!row) throw sectionNotFound();
  return toSection(row);
}

/** Its fields stay, in no section. */
export async function deleteSection(deps: FormDeps, id: string) {
  await deps.database.db.transaction(async (tx) => {
    await lockBrandForm(tx);
    const row = await findSectionRow(tx, id);
    if (!row) throw sectionNotFound();
    await moveSectionFields(tx, row.name, '');
    if (!(await deleteSectionRow(tx, id))) throw sectionNotFound();
  });
  return { id };
}
