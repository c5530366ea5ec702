import { isUuid } from '@stockroom/contract';
import { brands, type Db, projects, templates, users } from '@stockroom/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { oncePer } from '../../lib/once-per';
import { withCompiledRowMapping } from '../../lib/row-mapping';

/** A live template's version and document. */
export async function liveTemplateDocument(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ version: templates.version, document: templates.document })
    .from(templates)
    .where(and(eq(templates.id, id), isNull(templates.deleted_at)));
  return row ?? null;
}

export async function liveBrandValues(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ values: brands.values, updated_at: brands.updated_at })
    .from(brands)
    .where(and(eq(brands.id, id), isNull(brands.deleted_at)));
  return row ?? null;
}

/** A live project with its template (deleted or not: a project keeps showing what it was made from). */
export async function liveProjectWithTemplate(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      user_id: projects.user_id,
      values: projects.values,
      updated_at: projects.updated_at,
      template_version: templates.version,
      document: templates.document,
    })
    .from(projects)
    .innerJoin(templates, eq(templates.id, projects.template_id))
    .where(and(eq(projects.id, id), isNull(projects.deleted_at)));
  return row ?? null;
}

/**
 * The viewer's live brand and the versions of those of `templateIds` that are live templates, in
 * one statement; no rows when the viewer has no brand.
 */
export async function brandAndTemplateVersions(db: Db, userId: string, templateIds: string[]) {
  const ids = templateIds.filter((id) => isUuid(id)).map((id) => id.toLowerCase());
  if (ids.length === 0) return [];
  return brandAndTemplateStatement(db).execute({ userId, templateIds: ids });
}

/**
 * Prepared once per database, the template ids bound as one array: every list of products a member
 * with a brand sees runs it, and building it cost about a fifth of a millisecond each time.
 */
const brandAndTemplateStatement = oncePer((db: Db) =>
  withCompiledRowMapping(
    db
      .select({
        brand_id: brands.id,
        brand_updated_at: brands.updated_at,
        template_id: templates.id,
        version: templates.version,
      })
      .from(users)
      .innerJoin(brands, and(eq(brands.id, users.brand_id), isNull(brands.deleted_at)))
      .innerJoin(
        templates,
        and(sql`${templates.id} = any(${sql.placeholder('templateIds')}::uuid[])`, isNull(templates.deleted_at)),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('brand_and_template_versions'),
  ),
);
