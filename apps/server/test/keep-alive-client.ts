import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One client on one keep-alive connection at a time, as a browser tab or an API client holds one:
 * a request that cannot be sent or answered rejects with the socket's error, never retried here.
 */
export function keepAliveClient(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const origin = new URL(base);
  return {
    request(method: string, path: string, headers: Record<string, string> = {}, body?: object) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise<Answer>((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: origin.hostname,
            port: origin.port,
            method,
            path,
            headers: {
              ...headers,
              ...(payload !== undefined && {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
