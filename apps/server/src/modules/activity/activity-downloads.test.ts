/** A member's download is in the activity log from the moment its export is ready, and not before. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCustomization, type Customization } from '../../../test/customization';

let c: Customization;
let admin: Record<string, string>;
beforeAll(async () => {
  c = await buildCustomization();
  admin = (await c.t.sessionFor('admin')).headers;
});
afterAll(() => c.t.close());

it('logs the member, the product and the file once the export is ready', async () => {
  const member = c.members.yes;
  const product = await c.product();
  const project = await c.open(product.id, member.headers);
  const log = async () =>
    (await c.call('GET', `/api/admin/activity?action=download&actor_id=${member.userId}`, admin)).json() as {
      count: number;
      dataset: {
        actor_username: string;
        record_type: string;
        record_id: string;
        record_label: string;
        changes: object;
      }[];
    };
  const started = await c.call(
    'POST',
    `/api/projects/${project.project_id}/exports`,
    c.withToken(member.headers, project.user_token),
    { format: 'png', page: 1 },
  );
  expect(started.statusCode, started.body).toBe(202);
  const ready = await c.settled(started.json().id, member.headers);
  expect(ready.status).toBe('ready');

  const { count, dataset } = await log();
  expect(count).toBe(1);
  expect(dataset[0]).toMatchObject({
    actor_username: 'custom-yes',
    record_type: 'product',
    record_id: product.id,
    changes: { file: { before: null, after: ready.file_name }, print_ready: { before: null, after: false } },
  });
  expect(dataset[0]?.record_label).not.toBe('');
});
