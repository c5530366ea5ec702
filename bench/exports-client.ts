/**
 * The member's side of an export, over HTTP against the real server: sign in, open a template
 * product's project, upload a photo and save it into the project, start an export and read its
 * transaction until the file is ready.
 */
import type { Photo, ProjectValues } from '@stockroom/contract';
import { DEMO_MEMBER } from '../apps/server/src/config';

export interface Member {
  url: string;
  headers: Record<string, string>;
}
export interface OpenProject {
  id: string;
  token: string;
}
export type ExportBody = { format: 'png'; width: number } | { format: 'pdf'; print_ready: boolean } | { format: 'svg' };

/** How often the transaction is read while it renders: the granularity of an export's time. */
export const POLL_MS = 10;

export async function json<T>(answer: Response, what: string): Promise<T> {
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

export async function signIn(url: string): Promise<Member> {
  const answer = await fetch(`${url}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  const { access_token } = await json<{ access_token: string }>(answer, 'login');
  return { url, headers: { authorization: `Bearer ${access_token}` } };
}

/** The demo product of this title, found as the member searches for it. */
export async function demoProduct(member: Member, title: string) {
  const found = await json<{ products: { id: string; title: string }[] }>(
    await fetch(`${member.url}/api/search?search=${encodeURIComponent(title)}&limit=10`, { headers: member.headers }),
    `search ${title}`,
  );
  const product = found.products.find((p) => p.title === title);
  if (!product) throw new Error(`the demo has no product "${title}"`);
  return product;
}

/** The member's project for the demo template product of this title. */
export async function openProject(member: Member, title: string): Promise<OpenProject> {
  const product = await demoProduct(member, title);
  const opened = await json<{ project_id: string; user_token: string }>(
    await fetch(`${member.url}/api/transaction/product-customization`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: product.id }),
    }),
    `open ${title}`,
  );
  return { id: opened.project_id, token: opened.user_token };
}

/** POST /api/photos, multipart, as the editor uploads one: the stored photo (its print copy's size). */
export async function uploadPhoto(member: Member, bytes: Buffer, filename: string): Promise<Photo> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  return json<Photo>(
    await fetch(`${member.url}/api/photos`, { method: 'POST', headers: member.headers, body: form }),
    'photo upload',
  );
}

/** The project's saved values, as the editor reads them. */
export async function projectValues(member: Member, project: OpenProject): Promise<ProjectValues> {
  const read = await json<{ values: ProjectValues }>(
    await fetch(`${member.url}/api/projects/${project.id}`, { headers: member.headers }),
    'project',
  );
  return read.values;
}

/** PUT /api/projects/{id} with the project's token, as the editor saves. */
export async function saveProject(member: Member, project: OpenProject, values: ProjectValues) {
  await json(
    await fetch(`${member.url}/api/projects/${project.id}`, {
      method: 'PUT',
      headers: { ...member.headers, 'content-type': 'application/json', 'x-project-token': project.token },
      body: JSON.stringify(values),
    }),
    'project save',
  );
}

/** Milliseconds for POST /api/projects/{id}/preflight, as the editor asks before a download; nothing is written. */
export async function preflightOnce(member: Member, project: OpenProject, body: ExportBody) {
  const t0 = performance.now();
  await json(
    await fetch(`${member.url}/api/projects/${project.id}/preflight`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'application/json', 'x-project-token': project.token },
      body: JSON.stringify(body),
    }),
    'preflight',
  );
  return performance.now() - t0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from sending the export to reading it ready; throws if it failed. */
export async function exportOnce(member: Member, project: OpenProject, body: ExportBody, pollMs = POLL_MS) {
  const t0 = performance.now();
  const started = await json<{ id: string; status: string }>(
    await fetch(`${member.url}/api/projects/${project.id}/exports`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'application/json', 'x-project-token': project.token },
      body: JSON.stringify(body),
    }),
    'export',
  );
  let status = started.status;
  while (status === 'rendering') {
    await sleep(pollMs);
    const read = await json<{ status: string; error: string }>(
      await fetch(`${member.url}/api/transaction/${started.id}`, { headers: member.headers }),
      'transaction',
    );
    if (read.status === 'failed') throw new Error(`export failed: ${read.error}`);
    status = read.status;
  }
  return performance.now() - t0;
}
