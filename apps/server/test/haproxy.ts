import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEPLOY_DOC = new URL('../../../docs/deploy.md', import.meta.url);

/**
 * The HAProxy configuration of docs/deploy.md, with this machine's addresses: the documented block
 * is what runs, so the documentation cannot drift from what the cluster test proves.
 */
export function haproxyConfig(options: { port: number; servers: number[]; socket: string }) {
  const doc = readFileSync(DEPLOY_DOC, 'utf8');
  const block = doc.match(/```haproxy\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```haproxy block');
  const serverLine = /^([ \t]*server[ \t]+)([a-z]+)\d*[ \t]+\S+(.*)$/m;
  const first = block.match(serverLine);
  if (!first) throw new Error('docs/deploy.md names no server');
  // As many server lines as run here, each with the documented first one's name and checks.
  const [, indent, name, checks] = first;
  const servers = options.servers.map((port, i) => `${indent}${name}${i + 1} 127.0.0.1:${port}${checks}`);
  return block
    .replace(/^([ \t]*bind[ \t]+)\S+/m, `$1127.0.0.1:${options.port}`)
    .replace(/^([ \t]*stats socket[ \t]+)\S+/m, `$1${options.socket}`)
    .replace(serverLine, servers.join('\n'))
    .replace(new RegExp(`^[ \\t]*server[ \\t]+(?!${name}\\d+ 127\\.0\\.0\\.1:).*\\n`, 'gm'), '');
}

export type ServerState = 'UP' | 'DOWN' | 'MAINT' | 'other';

/** HAProxy (Debian's `haproxy`) in front of `servers`, run in the foreground with the documented configuration. */
export async function startHaproxy(port: number, servers: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-haproxy-'));
  const socket = join(dir, 'admin.sock');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, servers, socket }));
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (data) => {
    output += data;
  });
  child.stderr?.on('data', (data) => {
    output += data;
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));

  /** A command on the admin socket, answered whole. */
  const ask = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const conn = connect(socket);
      let answer = '';
      conn.on('data', (data) => {
        answer += data;
      });
      conn.on('end', () => resolve(answer));
      conn.on('error', reject);
      conn.end(`${command}\n`);
    });

  /** Each server's state as the health checks see it, in the order of `servers`. */
  async function states(): Promise<ServerState[]> {
    const csv = await ask('show stat');
    const rows = csv
      .split('\n')
      .map((line) => line.split(','))
      .filter((cols) => cols[0] === 'web' && cols[1] !== 'BACKEND');
    return rows.map((cols) => {
      const status = cols[17] ?? '';
      return status.startsWith('UP')
        ? 'UP'
        : status.startsWith('DOWN')
          ? 'DOWN'
          : status === 'MAINT'
            ? 'MAINT'
            : 'other';
    });
  }

  /** Resolves once `check` holds for the server states; fails with them after `timeoutMs`. */
  async function waitFor(check: (s: ServerState[]) => boolean, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    let last: ServerState[] = [];
    while (Date.now() < until) {
      try {
        last = await states();
        if (check(last)) return last;
      } catch {
        // The socket is not there until HAProxy has started.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`HAProxy servers stayed ${last.join(', ')}:\n${output}`);
  }

  await waitFor((s) => s.length === servers.length);
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    waitFor,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type Haproxy = Awaited<ReturnType<typeof startHaproxy>>;
