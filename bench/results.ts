/**
 * bench/RESULTS.md holds one section per database plus the size section; each run rewrites only the
 * sections it measured, so a PGlite-only run keeps the last PostgreSQL numbers and the sizes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const FILE = new URL('./RESULTS.md', import.meta.url);
const ORDER = [
  'load:pglite',
  'load:postgres',
  'load:postgres-1m',
  'exports',
  'cluster',
  'first-visit',
  'insight',
  'recording',
  'size',
] as const;
export type SectionKey = (typeof ORDER)[number];

const HEADER = `# Benchmark results

Written by \`npm run bench\` (catalogue reads under load, exports, and a first visit after a start) and \`npm run bench:size\` (web app
JavaScript, and what a browser downloads on a first visit); see README.md beside this file for
what is measured and how.
`;

export function machine() {
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}

export const today = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

export function table(head: string[], rows: (string | number)[][]) {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function writeSection(key: SectionKey, body: string) {
  let text = '';
  try {
    text = readFileSync(FILE, 'utf8');
  } catch {
    // First run: the file does not exist yet.
  }
  const sections = new Map<string, string>();
  for (const match of text.matchAll(/<!-- (\S+) -->\n([\s\S]*?)<!-- \/\1 -->/g)) {
    sections.set(match[1]!, match[2]!);
  }
  sections.set(key, `${body.trim()}\n`);
  const parts = ORDER.filter((k) => sections.has(k)).map((k) => `<!-- ${k} -->\n${sections.get(k)}<!-- /${k} -->`);
  writeFileSync(FILE, `${HEADER}\n${parts.join('\n\n')}\n`);
}
