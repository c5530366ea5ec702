import { isBrandImagePath } from '@stockroom/contract';
import type { FileStorage } from '../storage/storage.service';

/**
 * The logo as a data: address, so that the renderer never follows a link (temporary: the
 * rendering module's own `inlineLogo` replaces this once it lands).
 */
export async function inlineLogo(storage: FileStorage, logo: string): Promise<string> {
  if (!isBrandImagePath(logo)) return '';
  const file = await storage.open(logo.slice('/files/'.length));
  if (!file) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return `data:image/png;base64,${Buffer.concat(chunks).toString('base64')}`;
}
