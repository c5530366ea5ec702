/**
 * Self-hosted proof-of-work captcha (DESIGN §1.6), ALTCHA v2 protocol: a signed PBKDF2 challenge in
 * deterministic mode (the server knows the secret counter and signs the derived key, so verifying is
 * one HMAC), and a replay table that lets each solution through once.
 */
import { createHmac } from 'node:crypto';
import type { CaptchaResult } from '@stockroom/contract';
import { captchaReplay, type Db } from '@stockroom/db';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod/mini';

/** A solution is good once. */
export interface CaptchaService {
  createChallenge(): Promise<Record<string, unknown>>;
  /** Verifies and uses up a solution (the base64 payload the widget produces). */
  verify(token: string): Promise<CaptchaResult>;
}

export interface CaptchaOptions {
  /** PBKDF2 iterations per attempt. */
  cost?: number;
  /** The secret counter is drawn from [counterMin, counterMax]; the solver tries every value up to it. */
  counterMin?: number;
  counterMax?: number;
  /** How long a challenge may be solved and its solution used. */
  ttlSeconds?: number;
}

/**
 * Tuned so a browser solves in about 300 ms on two cores: ~550 attempts of 1,000 PBKDF2 rounds on
 * average. A bot pays the same for every sign-up; the server pays one derivation per challenge.
 */
export const CAPTCHA_DEFAULTS: Required<CaptchaOptions> = {
  cost: 1_000,
  counterMin: 300,
  counterMax: 800,
  ttlSeconds: 10 * 60,
};

const ALGORITHM = 'PBKDF2/SHA-256';
/** Longer than any payload the widget makes (~700 characters); refused before decoding. */
const MAX_TOKEN_LENGTH = 4_096;

/** The widget's payload: base64 of `{challenge: {parameters, signature}, solution}`. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().check(z.int(), z.positive()),
      data: z.catchall(
        z.object({ issuedAt: z.number().check(z.int(), z.positive()) }),
        z.union([z.string(), z.number(), z.boolean(), z.null()]),
      ),
    }),
    signature: z.string().check(z.minLength(1)),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});
type Payload = z.output<typeof PayloadSchema>;

const failure: CaptchaResult = { success: false, challenge_ts: null, hostname: null, score: 0, action: 'captcha' };

/** One key per purpose, derived from the server secret so the secret itself never signs anything. */
const subKey = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest('hex');

function decodePayload(token: string): Payload | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createCaptchaService(db: Db, secret: string, options: CaptchaOptions = {}): CaptchaService {
  const { cost, counterMin, counterMax, ttlSeconds } = { ...CAPTCHA_DEFAULTS, ...options };
  const hmacSignatureSecret = subKey(secret, 'stockroom captcha challenge signature');
  const hmacKeySignatureSecret = subKey(secret, 'stockroom captcha key signature');

  /** Records the solution as used; false when it already was (atomic across processes). */
  async function useUp(signature: string, expiresAt: Date) {
    const inserted = await db
      .insert(captchaReplay)
      .values({ signature, expires_at: expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaReplay.signature });
    if (inserted.length === 0) return false;
    // Opportunistic clean-up: an expired challenge fails on its own, so its row is no longer needed.
    await db
      .delete(captchaReplay)
      .where(lt(captchaReplay.expires_at, new Date()))
      .catch(() => {});
    return true;
  }

  return {
    async createChallenge() {
      const issuedAt = Math.floor(Date.now() / 1000);
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        expiresAt: issuedAt + ttlSeconds,
        data: { issuedAt },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { parameters: challenge.parameters, signature: challenge.signature };
    },

    async verify(token) {
      const payload = decodePayload(token);
      if (!payload) return failure;
      const { challenge, solution } = payload;
      const verdict = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!verdict?.verified) return failure;
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      if (!(await useUp(challenge.signature, expiresAt))) return failure;
      return {
        success: true,
        challenge_ts: new Date(challenge.parameters.data.issuedAt * 1000).toISOString(),
        hostname: null,
        score: 1,
        action: 'captcha',
      };
    },
  };
}
