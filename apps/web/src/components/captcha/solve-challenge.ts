/**
 * Solves an ALTCHA v2 challenge with the altcha package's own PBKDF2 worker (WebCrypto), bundled by
 * Vite as a same-origin file so it runs under `worker-src 'self'` with no eval and no inline code.
 */
import { type Challenge, solveChallengeWorkers } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { z } from 'zod/mini';

const SUPPORTED_ALGORITHMS = ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'] as const;

const ChallengeShape = z.object({
  parameters: z.looseObject({
    algorithm: z.enum(SUPPORTED_ALGORITHMS),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.optional(z.number()),
  }),
  signature: z.string(),
});

export interface SolvedCaptcha {
  /** The payload the server verifies: base64 of `{challenge, solution}`, as the altcha widget sends it. */
  token: string;
  /** When the challenge stops being accepted (ms since the epoch), if it says. */
  expiresAt: number | null;
}

/** One worker per core, at most four: the work lasts a fraction of a second and runs off the main thread. */
const workerCount = () => Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));

export async function solveCaptcha(raw: unknown, signal: AbortSignal): Promise<SolvedCaptcha> {
  const checked = ChallengeShape.safeParse(raw);
  if (!checked.success) throw new Error('The captcha challenge could not be read.');
  // Sign-checked fields must reach the server exactly as they came: use the original object.
  const challenge = raw as Challenge;
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency: workerCount(),
      controller,
      createWorker: () => new Pbkdf2Worker(),
      timeout: 90_000,
    });
    if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
    if (!solution) throw new Error('The captcha could not be solved in time.');
    const token = btoa(
      JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
    );
    const expiresAt = checked.data.parameters.expiresAt;
    return { token, expiresAt: expiresAt ? expiresAt * 1000 : null };
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
