import { randomBytes } from 'node:crypto';
import { keepAliveClient } from './keep-alive-client';

export interface LoadReport {
  reads: number;
  /** Ids of the tags whose creation was acknowledged (201): each must be stored. */
  writes: string[];
  /** Every request that did not get its expected answer: status and body, or the socket's error. */
  failures: string[];
}

/**
 * `clients` keep-alive clients sending back to back through `base`: a member reading the catalogue,
 * and every fourth request an admin creating a tag, a write whose acknowledgement can be checked later.
 */
export function runClients(base: string, options: { clients: number; member: string; admin: string }) {
  const report: LoadReport = { reads: 0, writes: [], failures: [] };
  let running = true;
  let answered = 0;
  const run = async (client: number) => {
    const http = keepAliveClient(base);
    try {
      for (let n = 0; running; n++) {
        const write = n % 4 === 3;
        try {
          const res = write
            ? await http.request(
                'POST',
                '/api/tags',
                { authorization: `Bearer ${options.admin}` },
                {
                  name: `load ${client}-${n} ${randomBytes(3).toString('hex')}`,
                  content_providers: [],
                },
              )
            : await http.request('GET', '/api/user/products?limit=12', { authorization: `Bearer ${options.member}` });
          if (res.status !== (write ? 201 : 200)) {
            report.failures.push(`${write ? 'POST' : 'GET'} ${res.status} ${res.body.slice(0, 200)}`);
          } else if (write) {
            report.writes.push(JSON.parse(res.body).id);
          } else {
            report.reads++;
          }
          answered++;
        } catch (error) {
          report.failures.push(`${write ? 'POST' : 'GET'} ${String(error)}`);
        }
      }
    } finally {
      http.close();
    }
  };
  const clients = Array.from({ length: options.clients }, (_, i) => run(i));
  return {
    /** Resolves once the clients have had as many answers as there are clients. */
    async warm() {
      while (answered < options.clients) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    /** Lets each client finish the request it is waiting for, then reports. */
    async stop() {
      running = false;
      await Promise.all(clients);
      return report;
    },
  };
}
