/**
 * Three server processes behind HAProxy on one PostgreSQL, one S3-compatible server and Redis, as
 * docs/deploy.md lays them out (with its HAProxy configuration): nothing a member or an admin does
 * depends on which process answers, a process killed during an export loses nothing, and a rolling
 * restart under load fails no request and loses no acknowledged write.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../test/cluster';
import { api, freshAddress, logIn, openFirstTemplate, settled } from '../../test/cluster-api';
import { runClients } from '../../test/keep-alive-load';
import { removeDataDirs } from '../../test/server-process';

const HEADLINE = 'Clusterville';
let cluster: Cluster;
let member: string;
let admin: string;

beforeAll(async () => {
  // Claims of a silent process lapse after 10 s (the least pg-boss allows), so a killed export is taken again within 30 s.
  cluster = await startCluster({ processes: 3, env: { JOB_CLAIM_SECONDS: '10', SHUTDOWN_TIMEOUT_MS: '10000' } });
  member = await logIn(cluster.direct(0), 'member', 'stockroom-member');
  admin = await logIn(cluster.direct(0), 'admin', 'stockroom-admin');
});
afterAll(async () => {
  await cluster?.close();
  removeDataDirs();
});

describe('three processes behind HAProxy', () => {
  it('logs in on one process, customizes on another, exports on a third and downloads through the first', async () => {
    const [first, second, third] = [0, 1, 2].map((i) => cluster.direct(i)) as [string, string, string];
    const token = await logIn(first, 'member', 'stockroom-member');
    const { projectId, projectHeaders } = await openFirstTemplate(second, token);
    const project = await api(second, 'GET', `/api/projects/${projectId}`, { token, headers: projectHeaders });
    const values = project.json.values;
    const slot = Object.keys(values.text)[0] as string;
    const saved = await api(second, 'PUT', `/api/projects/${projectId}`, {
      token,
      headers: projectHeaders,
      body: { ...values, text: { ...values.text, [slot]: HEADLINE } },
    });
    expect(saved.status, saved.body).toBe(200);

    const started = await api(third, 'POST', `/api/projects/${projectId}/exports`, {
      token,
      headers: projectHeaders,
      body: { format: 'svg' },
    });
    expect(started.status, started.body).toBe(202);
    const ready = await settled(second, token, started.json.id, 60_000);
    expect(ready.status).toBe('ready');
    const file = await api(first, 'GET', ready.download_url);
    expect(file.status).toBe(200);
    expect(file.body).toMatch(/^<\?xml|^<svg/);
    expect(file.body).toContain(HEADLINE);
  });

  it("shows an admin's change to a product and to a member's groups on every process at once", async () => {
    const prospect = await logIn(cluster.direct(0), 'prospect', 'stockroom-prospect');
    const users = await api(cluster.direct(0), 'GET', '/api/users?search=prospect', { token: admin });
    const prospectId = users.json.dataset.find((u: { username: string }) => u.username === 'prospect').id;
    const groups = await api(cluster.direct(0), 'GET', '/api/groups', { token: admin });
    const full = groups.json.find((g: { name: string }) => g.name === 'Full access');
    expect(full, groups.body).toBeDefined();

    // A template product the prospect may not customize until they join the group that grants it.
    const products = await api(cluster.direct(0), 'GET', '/api/user/products?limit=100', { token: prospect });
    const open = (base: string, productId: string) =>
      api(base, 'POST', '/api/transaction/product-customization', { token: prospect, body: { product_id: productId } });
    let lockedId: string | undefined;
    for (const p of products.json.products as { id: string; product_type: string }[]) {
      if (p.product_type === 'template' && (await open(cluster.direct(0), p.id)).status === 403) {
        lockedId = p.id;
        break;
      }
    }
    expect(lockedId, 'a template product locked for the prospect').toBeDefined();
    const id = lockedId as string;

    const added = await api(cluster.direct(0), 'POST', `/api/user/${prospectId}/add/${full.id}`, { token: admin });
    expect(added.status, added.body).toBe(200);
    for (const i of [1, 2]) expect((await open(cluster.direct(i), id)).status).toBe(200);
    await api(cluster.direct(1), 'POST', `/api/user/${prospectId}/remove/${full.id}`, { token: admin });
    for (const i of [0, 2]) expect((await open(cluster.direct(i), id)).status).toBe(403);

    const title = `Renamed on one process ${randomBytes(3).toString('hex')}`;
    const renamed = await api(cluster.direct(2), 'PUT', `/api/products/${id}`, { token: admin, body: { title } });
    expect(renamed.status, renamed.body).toBe(200);
    for (const i of [0, 1]) {
      const seen = await api(cluster.direct(i), 'GET', `/api/products/${id}`, { token: member });
      expect(seen.json.title).toBe(title);
    }
  });

  it('counts failed logins and attempts from one address across the three processes', async () => {
    const username = `guess-${randomBytes(6).toString('hex')}`;
    const attempt = (i: number, body: object, address = freshAddress()) =>
      api(cluster.direct(i), 'POST', '/auth/v1/login', { headers: { 'x-forwarded-for': address }, body });
    // LOGIN_CAPTCHA_AFTER_FAILURES is 3: one failure on each process is enough.
    for (const i of [0, 1, 2]) expect((await attempt(i, { username, password: 'wrong password' })).status).toBe(401);
    for (const i of [0, 1, 2]) {
      const res = await attempt(i, { username, password: 'wrong password' });
      expect(res.json.code).toBe('captcha_required');
    }

    // 100 logins an address may try in 15 minutes, spread over the processes: the next is refused on each.
    const address = freshAddress();
    for (let n = 0; n < 100; n++) {
      const res = await attempt(
        n % 3,
        { username: `guess-${n}-${randomBytes(4).toString('hex')}`, password: 'x' },
        address,
      );
      expect(res.status).toBe(401);
    }
    for (const i of [0, 1, 2]) {
      expect((await attempt(i, { username: 'member', password: 'stockroom-member' }, address)).status).toBe(429);
    }
  });

  it('finishes an export through another process within 30 s when the one rendering it is killed', async () => {
    const { projectId, projectHeaders } = await openFirstTemplate(cluster.url, member);
    const started = await api(cluster.url, 'POST', `/api/projects/${projectId}/exports`, {
      token: member,
      headers: projectHeaders,
      // A large picture: a second or more of rendering, time enough to be killed in.
      body: { format: 'png', width: 3000 },
    });
    expect(started.status, started.body).toBe(202);
    const id = started.json.id as string;
    const rendering = new RegExp(`"transaction":"${id}"[^\\n]*"msg":"export rendering"`);
    const killed = await Promise.race(
      cluster.processes.map((p, index) => p.waitFor(rendering, { timeoutMs: 30_000 }).then(() => index)),
    );
    const offsets = cluster.processes.map((p) => p.output().length);
    await cluster.kill(killed);
    const killedAt = Date.now();
    try {
      const ready = await settled(cluster.url, member, id, 30_000);
      expect(ready.status, cluster.logs()).toBe('ready');
      const recovery = Date.now() - killedAt;
      console.info(`the export was ready ${(recovery / 1000).toFixed(1)} s after its process was killed`);
      expect(recovery).toBeLessThan(30_000);
      expect(ready.seen).toEqual(['rendering', 'ready']);
      const retried = cluster.processes.filter((p, i) => i !== killed && rendering.test(p.output().slice(offsets[i])));
      expect(retried).toHaveLength(1);
      const file = await api(cluster.url, 'GET', ready.download_url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(Number(file.headers.get('content-length'))).toBeGreaterThan(10_000);
    } finally {
      await cluster.start(killed);
      await cluster.haproxy.waitFor((states) => states.every((s) => s === 'UP'));
    }
  });

  it('restarts each process in turn under 50 keep-alive clients without a failed request or a lost write', async () => {
    const load = runClients(cluster.url, { clients: 50, member, admin });
    await load.warm();
    for (const i of [0, 1, 2]) {
      expect(await cluster.stop(i), cluster.logs()).toBe(0);
      await cluster.start(i);
      await cluster.haproxy.waitFor((states) => states.every((s) => s === 'UP'));
    }
    const report = await load.stop();
    expect(report.failures, cluster.logs()).toEqual([]);
    expect(report.reads).toBeGreaterThan(200);
    expect(report.writes.length).toBeGreaterThan(20);

    const tags = await api(cluster.url, 'GET', '/api/tags', { token: admin });
    const stored = new Set((tags.json as { id: string }[]).map((t) => t.id));
    expect(report.writes.filter((id) => !stored.has(id))).toEqual([]);
  });
});
