export interface OpenApiDoc {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}
export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operation(method: string, path: string, op: OpenApiOperation) {
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? ' (required)' : ''}</li>`)
    .join('');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<h4>${escapeHtml(status)}</h4>${json(Object.values(r.content ?? {})[0]?.schema ?? {})}`)
    .join('');
  return `<section id="${escapeHtml(`${method}-${path}`)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(op.summary ?? '')}${op.security ? ' <em>(bearer token)</em>' : ''}</p>
  ${params ? `<ul>${params}</ul>` : ''}
  ${body ? `<details><summary>Request body</summary>${json(body)}</details>` : ''}
  <details><summary>Responses</summary>${responses}</details>
</section>`;
}

/** A plain, script-free reference page, readable under the strict Content-Security-Policy. */
export function renderDocsPage(doc: OpenApiDoc) {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
    .sort((a, b) => (a.op.tags?.[0] ?? '').localeCompare(b.op.tags?.[0] ?? '') || a.path.localeCompare(b.path));
  const toc = sections
    .map(
      (s) =>
        `<li><a href="#${escapeHtml(`${s.method}-${s.path}`)}">${s.method.toUpperCase()} ${escapeHtml(s.path)}</a> — ${escapeHtml(s.op.summary ?? '')}</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;color:#1c2530}
pre{background:#f4f6f8;padding:.75rem;overflow:auto;font-size:13px}section{border-top:1px solid #dde3ea;padding:.5rem 0}
.m{display:inline-block;min-width:4.5em;font-weight:700}.get{color:#0b6e4f}.post{color:#1d4ed8}.put,.patch{color:#b45309}.delete{color:#b91c1c}</style>
</head><body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description ?? '')} The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<h2>Routes</h2><ul>${toc}</ul>${sections.map((s) => operation(s.method, s.path, s.op)).join('')}</body></html>`;
}
