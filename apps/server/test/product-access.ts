import { expect } from 'vitest';
import { insertAccount } from './accounts';
import { buildTestApp, type TestApp } from './build';
import { createCategory, createGroup, createProvider } from './catalogue';
import { fileForm } from './multipart';

/**
 * A test app with one content provider whose products a `gated` member sees locked and a `yes`
 * member in full, a category linked to it, and the admin's headers, named after `name`.
 */
export async function buildProductAccess(name: string) {
  const t = await buildTestApp();
  const db = t.database.db;
  const admin = (await t.sessionFor('admin')).headers;
  const provider = await createProvider(db, `${name} provider`);
  const as = {} as Record<'gated' | 'yes', Record<string, string>>;
  for (const [level, permission] of [
    ['gated', 1],
    ['yes', 2],
  ] as const) {
    const username = `${name.toLowerCase()}-${level}`;
    const userId = await insertAccount(db, { username });
    await createGroup(db, `${name.toLowerCase()}-group-${level}`, [{ id: provider, permission }], [userId]);
    as[level] = (await t.sessionFor(username)).headers;
  }
  const category = await createCategory(db, { name, links: [{ id: provider, permission: 2 }] });
  return { t, admin, as, category };
}

/** Uploads a file as `headers` (an admin's) through POST /api/files and answers its stored path. */
export async function uploadFile(
  t: TestApp,
  headers: Record<string, string>,
  kind: string,
  data: Buffer,
  name: string,
) {
  const form = fileForm(data, name);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/files?kind=${kind}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().path as string;
}
