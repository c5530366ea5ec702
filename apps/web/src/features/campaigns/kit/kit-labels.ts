import type { KitFile, KitPiecePreflight } from '@stockroom/contract';

/** "Print-ready PDF", "PNG, page 2", "SVG, page 1": a file a piece adds to the kit. */
export function kitFileLabel(file: KitFile): string {
  const format = file.format.toUpperCase();
  if (file.format === 'pdf') return file.print_ready ? 'Print-ready PDF' : 'PDF';
  return file.page === null ? format : `${format}, page ${file.page}`;
}

export const pieceUseLabel = (use: 'print' | 'screen') => (use === 'print' ? 'Print' : 'Screen');

/** "1 piece", "3 pieces". */
export const piecesCount = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

export const isBlocked = (piece: KitPiecePreflight) => !piece.preflight.ok;

/** The refusal that leaves a piece out: the first the server gave. */
export const firstRefusal = (piece: KitPiecePreflight) =>
  piece.preflight.findings.find((finding) => finding.severity === 'refusal');

/** "47 KB", "2.3 MB". */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** "Door hanger and Postcard", "A, B and C". */
export function titlesList(titles: string[]): string {
  if (titles.length <= 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

/** "Spring sale kit"; a campaign already named a kit ("Launch Kit") is not called "Launch Kit kit". */
export const kitTitle = (campaignTitle: string) =>
  /\bkit$/i.test(campaignTitle.trim()) ? campaignTitle.trim() : `${campaignTitle} kit`;
