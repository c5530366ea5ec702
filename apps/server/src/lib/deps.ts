import type { CaptchaResult } from '@stockroom/contract';
import type { Database } from '@stockroom/db';
import type { Config } from '../config';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import type { Renderer } from '../modules/rendering/renderer';
import type { FileStorage } from '../modules/storage/storage.service';
import type { ImpressionWriter } from '../modules/tracking/tracking.service';
import type { TokenService } from './tokens';

export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
}
/** Fixed-window counters shared by every server process (database, or Redis when configured). */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** The current count of a key without counting a hit (0 when its window has passed). */
  peek(key: string, rule: RateRule): Promise<number>;
  /** Forgets a key (after a successful login, say). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}
/** Every message lands in the outbox first; with SMTP configured it is then sent, and retried on failure. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Self-hosted proof-of-work captcha (ALTCHA); a solution is good once. */
export interface CaptchaService {
  createChallenge(): Promise<Record<string, unknown>>;
  /** Verifies and uses up a solution (the base64 payload the widget produces). */
  verify(token: string): Promise<CaptchaResult>;
}

/** What the app is built from; tests build the same app from their own database. */
export interface AppDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
  limiter: RateLimiter;
  mailer: Mailer;
  captcha: CaptchaService;
  impressions: ImpressionWriter;
  storage: FileStorage;
  renderer: Renderer;
  /** The sandbox provider, or Stripe when its keys are set (DESIGN §1.9). */
  payments: PaymentProvider;
}
