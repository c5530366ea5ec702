/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of a build, for the
 * server to send by the browser's Accept-Encoding. Done once per build, so at the slowest, smallest
 * settings; formats that are already compressed (woff2, png, webp…) are left alone.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf|otf)$/;
const brotli = promisify(brotliCompress);
const gzipMax = promisify(gzip);

/** Both copies of one file; a copy no smaller than the original is not written (the server then sends the file). */
async function precompressFile(file: string) {
  const original = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipMax(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < original.length && writeFile(`${file}.br`, br),
    gz.length < original.length && writeFile(`${file}.gz`, gz),
  ]);
}

/** Compresses every compressible file under `dir`, in place. */
export async function precompressDir(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
  await Promise.all(files.map(precompressFile));
}

/** Runs once the build is written, public/ files included (Vite copies them before writing chunks). */
export const precompress = (): Plugin => ({
  name: 'stockroom-precompress',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await precompressDir(options.dir);
  },
});
