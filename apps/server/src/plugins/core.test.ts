import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the server core', () => {
  it('answers health with 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers health with 503 when the database does not answer', async () => {
    const down = await buildTestApp();
    // The database goes away under a running server (its job queue started with it).
    await down.app.ready();
    await down.database.close();
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await down.app.close();
  });

  it('answers an unknown API path with a JSON 404, even when the browser asks for HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends a Content-Security-Policy that allows only its own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['an answer', 'GET', '/api/health', 200],
    ['an unknown address', 'GET', '/api/nothing-here', 404],
    ['a refused request', 'GET', '/api/users', 401],
    ['bad input', 'POST', '/auth/v1/login', 400],
  ] as const)('lets no one frame %s: X-Frame-Options and frame-ancestors agree', async (_case, method, url, status) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' && { payload: {} }) });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('publishes an OpenAPI 3.1 document generated from the contract, and a readable page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.1.0');
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/api/health');
  });
});
