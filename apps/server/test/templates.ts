import { type Db, templates } from '@stockroom/db';
import { readTemplateSvg } from '../src/modules/templates/read-template';

/** A small template that uses a colour class, a placeholder and the logo slot. */
export const TEST_TEMPLATE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect width="400" height="200" class="accent1"/>
  <image href="{{logo}}" x="10" y="10" width="80" height="40"/>
  <text x="20" y="120" class="light1" font-size="32" data-max-width="360">Call {{phone}}</text>
</svg>`;

/** A template written straight to the database (as the admin routes store one); answers its id. */
export async function insertTemplate(db: Db, name = 'Test template', svg = TEST_TEMPLATE_SVG): Promise<string> {
  const content = readTemplateSvg(svg);
  const [row] = await db
    .insert(templates)
    .values({ name, ...content })
    .returning({ id: templates.id });
  if (!row) throw new Error('template insert returned no row');
  return row.id;
}
