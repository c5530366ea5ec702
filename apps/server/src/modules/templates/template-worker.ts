/**
 * Reads one uploaded template in a pool thread (see template-reader.ts). It says when it starts,
 * so that the time limit counts the reading and not the wait for a thread.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { readTemplate, type TemplateReading } from './read-template';

// The thread yields to the one answering requests (Linux lets a thread be niced alone, through its
// id in /proc); elsewhere it keeps the process's priority.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (threadId > 0) setPriority(threadId, 10);
} catch {
  // Not Linux, or not allowed: nothing to gain, nothing broken.
}

export interface TemplateTask {
  text: string;
  started: MessagePort;
}

export default function readUploadedTemplate({ text, started }: TemplateTask): TemplateReading {
  started.postMessage('started');
  started.close();
  return readTemplate(text);
}
