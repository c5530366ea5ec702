/**
 * What the print tests need from Debian's poppler-utils and Ghostscript, which `.ci/run` installs:
 * a clear failure when a tool is missing, and a PDF page rasterised as a print shop would look at it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';

const PACKAGE: Record<string, string> = {
  pdfinfo: 'poppler-utils',
  pdffonts: 'poppler-utils',
  pdftoppm: 'poppler-utils',
  gs: 'ghostscript',
};

/** Fails at once, naming the package to install, when one of the tools is not on the machine. */
export function requireTools(...tools: string[]) {
  for (const tool of tools) {
    try {
      execFileSync(tool, [tool === 'gs' ? '--version' : '-v'], { stdio: 'pipe' });
    } catch {
      const pkg = PACKAGE[tool] ?? tool;
      throw new Error(`${tool} is not installed: install Debian's ${pkg} (apt-get install -y ${pkg}; .ci/run does)`);
    }
  }
}

/** A picture's pixels on white, without alpha. */
export interface Raster {
  width: number;
  height: number;
  channels: number;
  data: Buffer;
}

export async function decodeRaster(image: Buffer | Uint8Array): Promise<Raster> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
}

/** A page of a PDF file as pdftoppm draws it at 72 dpi: one pixel a point (a part pixel at the edge rounds up). */
export async function rasterisePdfPage(path: string, page: number, workDir: string): Promise<Raster> {
  const out = join(workDir, `${basename(path, '.pdf')}-page-${page}`);
  execFileSync('pdftoppm', ['-r', '72', '-png', '-f', String(page), '-l', String(page), '-singlefile', path, out]);
  return decodeRaster(readFileSync(`${out}.png`));
}
