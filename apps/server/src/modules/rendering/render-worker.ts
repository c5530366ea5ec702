/**
 * One render in a pool thread: PNG with resvg, PDF with pdfkit, a self-contained SVG. Progress goes
 * back over `port`.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { renderPdf } from './pdf';
import { renderPng } from './png';
import type { RenderRequest } from './renderer';
import { renderSvg } from './svg-export';

/**
 * Renders yield to the server's own thread: on a machine with few cores, a catalogue read must not
 * wait behind a PDF (an export reports progress; a page is waited on). Linux lets a thread be
 * niced alone, through its id in /proc; elsewhere renders keep the process's priority.
 */
function yieldToRequests() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (threadId > 0) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: nothing to gain, nothing broken.
  }
}
yieldToRequests();

export interface RenderTask {
  request: RenderRequest;
  port: MessagePort;
}

// Attributes as renderPageSvg writes them: a link to anything but the page itself or inlined
// bytes would make resvg read a local file. The sanitizer refuses them; this is the last line.
const OUTSIDE_LINK = /\s(?:xlink:)?href="(?!#|data:image\/(?:png|jpeg);base64,)/;

export default async function render({ request, port }: RenderTask) {
  try {
    if (request.pages.some((page) => OUTSIDE_LINK.test(page))) {
      throw new Error('A page links to a file outside itself');
    }
    let bytes: Uint8Array;
    if (request.format === 'png') {
      bytes = await renderPng(request.pages[0] ?? '', { width: request.pngWidth, scale: request.pngScale });
      port.postMessage([1, 1]);
    } else if (request.format === 'pdf') {
      bytes = await renderPdf(request, (done, total) => port.postMessage([done, total]));
    } else {
      // Subsetting or outlining takes tens of milliseconds, and the first in a thread hundreds.
      bytes = await renderSvg(request.pages[0] ?? '', { outlines: request.outlines });
      port.postMessage([1, 1]);
    }
    // Copied back (a structured clone): moving would detach Node's shared pool under a small Buffer.
    return bytes;
  } finally {
    port.close();
  }
}
