import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form body as the SDK encodes it: `line_items[0][price_data][currency]` and so on. */
  form: URLSearchParams;
  authorization: string;
}

type Answer = { status?: number; body: object };
type Route = (call: StripeCall) => Answer | undefined;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });

export const missing = (what: string, id: string): Answer => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'id',
      message: `No such ${what}: '${id}'`,
    },
  },
});

/**
 * A local stand-in for Stripe's API: answers the routes a test gives it with Stripe-shaped JSON and
 * records every call, so a test can see what the adapter sent. Unknown routes answer 404.
 */
export async function startFakeStripe(routes: Record<string, Route>) {
  const calls: StripeCall[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const call: StripeCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(await readBody(request)),
      authorization: request.headers.authorization ?? '',
    };
    calls.push(call);
    const route = Object.entries(routes).find(([key]) => {
      const [method, pattern] = key.split(' ') as [string, string];
      return method === call.method && new RegExp(`^${pattern.replace(/:[a-z_]+/g, '[^/]+')}$`).test(call.path);
    });
    const answer = route?.[1](call) ?? missing('route', call.path);
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': 'req_test' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    calls,
    /** The SDK's settings that send its calls here. */
    client: { host: '127.0.0.1', port, protocol: 'http' as const, maxNetworkRetries: 0 },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
