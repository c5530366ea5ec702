import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as contract from '../index';
import { defineRoute, type RouteDef } from './route';
import {
  findUnstorableText,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
  storableTextCheck,
  unstorableText,
  withStorableText,
} from './storable-text';

const routes = (Object.values(contract) as unknown[])
  .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
  .filter((route): route is RouteDef => typeof route === 'object' && route !== null && 'service' in route);

describe('text the database cannot store', () => {
  it('is a NUL anywhere or half of a surrogate pair, and nothing else', () => {
    expect(unstorableText('a\u0000b')).toBe(NUL_MESSAGE);
    expect(unstorableText('\u0000')).toBe(NUL_MESSAGE);
    expect(unstorableText('a\ud800')).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableText('\udc00a')).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableText('\udc00\ud800')).toBe(LONE_SURROGATE_MESSAGE);
    for (const fine of ['', 'plain', 'Zürich', '🏔 and 👍🏽', '\ufffe\uffff', 'tab\tnew\nline\u0001']) {
      expect(unstorableText(fine), JSON.stringify(fine)).toBeNull();
    }
  });

  it('is found in nested strings, lists and keys of records, each issue at its path', () => {
    const schema = withStorableText(
      z.object({
        name: z.string(),
        tags: z.array(z.object({ label: z.string() })),
        notes: z.record(z.string(), z.string()),
      }),
    );
    const result = schema.safeParse({
      name: 'ok',
      tags: [{ label: 'ok' }, { label: 'b\ud800' }],
      notes: { 'k\u0000': 'v', fine: 'x\u0000' },
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tags.1.label', LONE_SURROGATE_MESSAGE],
      ['notes.k\u0000', NUL_MESSAGE],
      ['notes.fine', NUL_MESSAGE],
    ]);
  });

  it('is found at the bottom of a value nested 100,000 deep, and in key order beside its neighbours', () => {
    const depth = 100_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`);
    const [fault, ...more] = findUnstorableText(deep);
    expect(more).toEqual([]);
    expect(fault?.message).toBe(NUL_MESSAGE);
    expect(fault?.path).toHaveLength(depth);
    const objects = JSON.parse(`${'{"k":'.repeat(depth)}"ok"${'}'.repeat(depth)}`);
    expect(findUnstorableText(objects)).toEqual([]);
    expect(findUnstorableText({ 'a\u0000': 1, b: 'x\u0000', 'c\ud800': 1 }).map((f) => f.path.join('.'))).toEqual([
      'a\u0000',
      'b',
      'c\ud800',
    ]);
  });

  it('is named beside the other faults of the same input, once per field', () => {
    const schema = withStorableText(z.object({ id: z.uuid(), name: z.string(), age: z.number() }));
    const result = schema.safeParse({ id: '\u0000', name: 'a\u0000', age: 'old' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['age', 'id', 'name']);
  });

  it('is refused by every request part of every route, so the client refuses what the server would', () => {
    expect(routes.length).toBeGreaterThan(50);
    const parts = routes.flatMap((route) =>
      (['params', 'query', 'body', 'headers'] as const).flatMap((part) => (route[part] ? [route[part]] : [])),
    );
    expect(parts.length).toBeGreaterThan(40);
    expect(parts.filter((part) => !part._zod.def.checks?.includes(storableTextCheck))).toEqual([]);
    // A NUL in an unknown key of an object part is dropped with the key; a record keeps it and refuses it.
    const probe = defineRoute({
      service: 'main',
      method: 'POST',
      path: '/probe/{name}',
      audience: 'any',
      summary: 'probe',
      tags: [],
      params: z.object({ name: z.string() }),
      query: z.object({ q: z.optional(z.string()) }),
      body: z.record(z.string(), z.array(z.string())),
      headers: z.object({ 'x-note': z.optional(z.string()) }),
      status: 200,
      response: z.string(),
    });
    expect(probe.params?.safeParse({ name: 'a\u0000' }).success).toBe(false);
    expect(probe.query?.safeParse({ q: '\ud800' }).success).toBe(false);
    expect(probe.body?.safeParse({ 'k\u0000': [] }).success).toBe(false);
    expect(probe.body?.safeParse({ k: ['ok', 'no\u0000'] }).success).toBe(false);
    expect(probe.headers?.safeParse({ 'x-note': 'a\u0000' }).success).toBe(false);
    expect(probe.body?.safeParse({ k: ['ok'] }).success).toBe(true);
    // The response is an answer, not a request part: it is left as it was.
    expect(probe.response.safeParse('a\u0000').success).toBe(true);
  });

  it('is refused by the contract routes the issue named', () => {
    expect(contract.authRoutes.login.body.safeParse({ username: 'nul\u0000user', password: 'x' }).success).toBe(false);
    expect(contract.tagRoutes.create.body.safeParse({ name: 'a\u0000b' }).success).toBe(false);
    expect(contract.searchRoutes.search.query.safeParse({ search: '\u0000' }).success).toBe(false);
  });
});
