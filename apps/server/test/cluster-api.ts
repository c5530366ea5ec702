import { randomInt } from 'node:crypto';
import { PROJECT_TOKEN_HEADER } from '@stockroom/contract';

/** An answer read whole: its status, its JSON body when it has one, and its text. */
export interface Reply {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read fields the contract's schemas describe
  json: any;
  headers: Headers;
}

/** A request to one process or to the load balancer; redirects (downloads sent to S3) are followed. */
export async function api(
  base: string,
  method: string,
  path: string,
  options: { token?: string; headers?: Record<string, string>; body?: object } = {},
): Promise<Reply> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body && { body: JSON.stringify(options.body) }),
  });
  const body = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: res.status, body, json, headers: res.headers };
}

/** An address of its own for each client, as the load balancer would forward it (TRUST_PROXY). */
export const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Logs in at a process directly, from an address of its own: logins through the load balancer all
 * come from its address, whose limit the test must not use up for later runs sharing Redis.
 */
export async function logIn(base: string, username: string, password: string) {
  const res = await api(base, 'POST', '/auth/v1/login', {
    headers: { 'x-forwarded-for': freshAddress() },
    body: { username, password },
  });
  if (res.status !== 200) throw new Error(`login of ${username} at ${base}: ${res.status} ${res.body}`);
  return res.json.access_token as string;
}

/** The member's first template product that they may customize, opened: its project and token. */
export async function openFirstTemplate(base: string, token: string) {
  const list = await api(base, 'GET', '/api/user/products?limit=100', { token });
  for (const product of list.json.products as { id: string; product_type: string }[]) {
    if (product.product_type !== 'template') continue;
    const opened = await api(base, 'POST', '/api/transaction/product-customization', {
      token,
      body: { product_id: product.id },
    });
    if (opened.status === 200) {
      const { project_id, user_token } = opened.json as { project_id: string; user_token: string };
      return { productId: product.id, projectId: project_id, projectHeaders: { [PROJECT_TOKEN_HEADER]: user_token } };
    }
  }
  throw new Error(`no template product opens for this member: ${list.body.slice(0, 500)}`);
}

/** Reads a download's transaction until it is no longer rendering, or `timeoutMs` has passed. */
export async function settled(base: string, token: string, transactionId: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    const res = await api(base, 'GET', `/api/transaction/${transactionId}`, { token });
    if (res.status === 200) seen.add(res.json.status);
    if (res.status === 200 && res.json.status !== 'rendering') return { ...res.json, seen: [...seen] };
    if (Date.now() > until) throw new Error(`still ${res.status} ${res.body} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
