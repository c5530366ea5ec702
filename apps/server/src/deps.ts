import type { Database } from '@stockroom/db';
import type { Config } from './config';
import type { CaptchaService } from './lib/captcha';
import type { RateLimiter } from './lib/rate-limit';
import type { TokenService } from './lib/tokens';
import type { EventWriter } from './modules/events/events.service';
import type { JobQueue } from './modules/jobs/job-queue';
import type { Mailer } from './modules/mail/mail.service';
import type { PaymentProvider } from './modules/payments/payment-provider';
import type { Renderer } from './modules/rendering/renderer';
import type { FileStorage } from './modules/storage/storage.service';
import type { ImpressionWriter } from './modules/tracking/tracking.service';

/** What the app is built from; tests build the same app from their own database. */
export interface AppDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
  limiter: RateLimiter;
  mailer: Mailer;
  captcha: CaptchaService;
  impressions: ImpressionWriter;
  /** Insight events (DESIGN §1.10), written in batches. */
  events: EventWriter;
  storage: FileStorage;
  renderer: Renderer;
  /** The sandbox provider, or Stripe when its keys are set (DESIGN §1.9). */
  payments: PaymentProvider;
  /** Background work in the database: exports and e-mail (decision 0037). */
  jobs: JobQueue;
}
