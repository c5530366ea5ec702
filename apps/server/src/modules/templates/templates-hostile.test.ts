/**
 * Template uploads built to exhaust the server: nesting deep enough to overflow a parser's stack,
 * a body of megabytes, a file within every cap that still takes seconds to read. Each is refused
 * or read without holding up anyone else's request.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build';
import { TEST_TEMPLATE_SVG } from '../../../test/templates';
import { readTemplateSvg } from './read-template';
import { TEMPLATE_MAX_DEPTH } from './sanitize/parse-svg';
import { readTemplateOffThread } from './template-reader';

const t = await buildTestApp();
afterAll(() => t.close());
const admin = await t.sessionFor('admin');

const SVG_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">';
/** `levels` elements, one inside the other, the root `<svg>` being the first. */
const nested = (levels: number) =>
  `${SVG_HEAD}${'<g>'.repeat(levels - 2)}<rect width="1" height="1"/>${'</g>'.repeat(levels - 2)}</svg>`;
/** Close to the element cap, all of them siblings: seconds of parsing and sanitizing. */
const WIDE = `${SVG_HEAD}${'<rect width="1" height="1" fill="#123456" transform="translate(1 2) rotate(3)"/>'.repeat(4900)}</svg>`;

const upload = (svg: string) =>
  t.app.inject({ method: 'POST', url: '/api/templates', headers: admin.headers, payload: { name: 'Hostile', svg } });
const health = async () => {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, ms: performance.now() - started };
};

describe('an SVG nested deeper than a template needs', () => {
  it(`is read at ${TEMPLATE_MAX_DEPTH} levels and refused at ${TEMPLATE_MAX_DEPTH + 1}`, () => {
    expect(readTemplateSvg(nested(TEMPLATE_MAX_DEPTH)).element_count).toBe(TEMPLATE_MAX_DEPTH);
    expect(() => readTemplateSvg(nested(TEMPLATE_MAX_DEPTH + 1))).toThrow(/nest more than 64 levels deep/);
  });

  it('of 20,000 groups is refused with 400 naming svg', async () => {
    const res = await upload(nested(20_000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'svg', message: 'The SVG was refused: its elements nest more than 64 levels deep; flatten its groups' },
    ]);
  });

  it('counts only real elements: markup in comments, CDATA and attribute values is not nesting', () => {
    const text = `${SVG_HEAD}<!-- ${'<g>'.repeat(100)} --><style><![CDATA[ ${'<g>'.repeat(100)} ]]></style><desc>a &lt;g&gt;</desc><rect width="1" height="1" class="a>b"/></svg>`;
    expect(() => readTemplateSvg(text)).toThrow(/CDATA section contains markup/);
    expect(readTemplateSvg(text.replace(/<style>.*<\/style>/, '')).element_count).toBe(3);
  });
});

describe('reading an upload', () => {
  it('stops a reading that runs past its time limit, and reads the next one', async () => {
    await expect(readTemplateOffThread(WIDE, 1)).rejects.toMatchObject({
      status: 400,
      issues: [{ path: 'svg', message: expect.stringContaining('reading it took more than') }],
    });
    expect((await readTemplateOffThread(TEST_TEMPLATE_SVG)).element_count).toBe(4);
  });

  it('leaves the server answering health checks while hostile templates are checked', async () => {
    // A first upload starts the reading thread, so that what is measured is the reading.
    expect((await upload(TEST_TEMPLATE_SVG)).statusCode).toBe(201);
    let done = false;
    const uploads = (async () => {
      const statuses = [];
      for (const svg of [nested(20_000), `${SVG_HEAD}${'<rect/>'.repeat(700_000)}</svg>`, WIDE]) {
        statuses.push((await upload(svg)).statusCode);
      }
      done = true;
      return statuses;
    })();
    const checks: { status: number; ms: number }[] = [];
    while (!done) {
      checks.push(await health());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Refused for its depth, refused for its size (5 MB is past the body limit), read.
    expect(await uploads).toEqual([400, 413, 201]);
    expect(checks.length, 'health checks answered while the uploads ran').toBeGreaterThanOrEqual(3);
    expect(checks.every((c) => c.status === 200)).toBe(true);
    const times = checks.map((c) => Math.round(c.ms)).sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)], `health times ${times.join(', ')} ms`).toBeLessThanOrEqual(200);
    expect(times.at(-1), `health times ${times.join(', ')} ms`).toBeLessThanOrEqual(1000);
  });
});
