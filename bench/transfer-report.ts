/** The size report's part on what the browser downloaded, in the shape of bench/RESULTS.md. */
import { KINDS, type Transfer } from './browser-transfer';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (transfers: Transfer[], pick: (t: Transfer) => number) => transfers.reduce((s, t) => s + pick(t), 0);
/** Files that gain from compression; the build leaves smaller ones as they are. */
const TEXT_KINDS = new Set(['HTML', 'JS', 'CSS']);
const COMPRESSIBLE_OVER = 1024;

/** One row per kind of file: requests, bytes on the wire (headers included), bytes once decoded, per journey. */
export function transferTable(journeys: Transfer[][]) {
  const cells = (transfers: Transfer[]) => [
    transfers.length,
    kb(sum(transfers, (t) => t.wire)),
    kb(sum(transfers, (t) => t.decoded)),
  ];
  const rows = KINDS.filter((kind) => journeys.some((j) => j.some((t) => t.kind === kind))).map((kind) => [
    kind,
    ...journeys.flatMap((j) => cells(j.filter((t) => t.kind === kind))),
  ]);
  rows.push(['**total**', ...journeys.flatMap((j) => cells(j).map((c) => `**${c}**`))]);
  return rows;
}

/** Text files of our own sent as they are although they would shrink: the compression is not working. */
export const uncompressed = (transfers: Transfer[]) =>
  transfers.filter((t) => TEXT_KINDS.has(t.kind) && t.encoding === 'none' && t.decoded > COMPRESSIBLE_OVER);

const chunkName = (t: Transfer) => t.path.slice(1);
/** The JavaScript responses of the chunks the analysis counts. */
export const analysedChunks = (transfers: Transfer[], analysed: Set<string>) =>
  transfers.filter((t) => t.kind === 'JS' && analysed.has(chunkName(t)));
export const bodiesKb = (transfers: Transfer[]) => kb(sum(transfers, (t) => t.body));

/**
 * The member's JavaScript as transferred, against the gzipped figure of the chunk analysis: the
 * chunks it counts, and the others the browser fetched (the log-in page, code fetched ahead).
 */
export function javascriptComparison(member: Transfer[], analysed: Set<string>, analysedGzipKb: number) {
  const js = member.filter((t) => t.kind === 'JS');
  const counted = analysedChunks(js, analysed);
  const others = js.filter((t) => !counted.includes(t));
  const missing = [...analysed].filter((name) => !js.some((t) => chunkName(t) === name));
  const encodings = [...new Set(counted.map((t) => t.encoding))].join(', ');
  const nameOf = (t: Transfer) => t.path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
  return [
    `- member /products JavaScript as transferred: ${bodiesKb(js)} KB of bodies in ${js.length} files ` +
      `(${kb(sum(js, (t) => t.decoded))} KB decoded, ${kb(sum(js, (t) => t.wire))} KB with headers)`,
    `  - the ${counted.length} chunks the analysis counts: ${bodiesKb(counted)} KB sent as ${encodings || 'nothing'}, ` +
      `against ${analysedGzipKb.toFixed(1)} KB gzipped above` +
      (missing.length ? `; **not loaded by the browser**: ${missing.join(', ')}` : ''),
    `  - ${others.length} more: ${bodiesKb(others)} KB (${others.map(nameOf).sort().join(', ') || 'none'})`,
  ];
}

/** Where a picture comes from, by its address: a render in a card's size, any other render, an upload. */
function pictureSource(path: string) {
  const format = /\.(\w+)(?:\?|$)/.exec(path)?.[1]?.toUpperCase() ?? '?';
  if (/^\/renders\/[a-z]+\/.+\.card(?:2x)?\.webp/.test(path)) return `renders at a card's size (${format})`;
  if (path.startsWith('/renders/')) return `renders in their own size (${format})`;
  if (path.startsWith('/files/')) return `uploaded (${format})`;
  return `other (${format})`;
}

/** The pictures of a journey grouped by where they come from: count and KB on the wire. */
export function picturesLine(transfers: Transfer[]) {
  const groups = new Map<string, Transfer[]>();
  for (const t of transfers.filter((t) => t.kind === 'images')) {
    const source = pictureSource(t.path);
    groups.set(source, [...(groups.get(source) ?? []), t]);
  }
  const parts = [...groups].map(([source, list]) => `${list.length} ${source}: ${wireKb(list)} KB`);
  return parts.join('; ') || 'none';
}

/** The part of a journey after a step, e.g. what signing in adds to the log-in page. */
export const afterStep = (transfers: Transfer[], step: string) => transfers.filter((t) => t.step === step);
export const wireKb = (transfers: Transfer[]) => kb(sum(transfers, (t) => t.wire));

/** What the response headers weigh in a journey: on the wire but neither file nor data. */
export function headersLine(name: string, transfers: Transfer[]) {
  const headers = sum(transfers, (t) => t.wire - t.body);
  return `- headers of the ${transfers.length} responses of ${name}: ${kb(headers)} KB, about ${Math.round(headers / transfers.length)} bytes each`;
}
