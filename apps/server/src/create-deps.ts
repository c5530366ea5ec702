import type { Database } from '@stockroom/db';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { createCaptchaService } from './lib/captcha';
import { createDatabaseRateLimiter, createRedisRateLimiter } from './lib/rate-limit';
import { createTokenService, resolveTokenSecret } from './lib/tokens';
import { stampActorOnWrites } from './modules/activity/activity-actor';
import { createEventWriter } from './modules/events/events.service';
import { createJobQueue, DEFAULT_JOB_TIMINGS } from './modules/jobs/job-queue';
import { createMailer } from './modules/mail/mail.service';
import { createPaymentProvider } from './modules/payments/providers/index';
import { createRenderer } from './modules/rendering/render-pool';
import { createS3Storage } from './modules/storage/s3-storage';
import { createLocalStorage, storageRoot } from './modules/storage/storage.service';
import { createImpressionWriter } from './modules/tracking/tracking.service';

type Log = { warn(obj: object, msg: string): void };

/** Everything the app is built from, made from the configuration and an open database. */
export async function createDeps(config: Config, database: Database, log?: Log): Promise<AppDeps> {
  const db = database.db;
  stampActorOnWrites(database);
  const tokens = createTokenService(await resolveTokenSecret(db, config.tokenSecret));
  const jobs = createJobQueue(database, {
    work: config.serverRole !== 'web',
    timings: { ...DEFAULT_JOB_TIMINGS, ...config.jobTimings },
  });
  return {
    config,
    database,
    tokens,
    limiter: config.redisUrl ? createRedisRateLimiter(config.redisUrl) : createDatabaseRateLimiter(db),
    mailer: createMailer(db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, ...(log && { log }) }),
    captcha: createCaptchaService(db, tokens.secret),
    impressions: createImpressionWriter(db, log),
    events: createEventWriter(db, log),
    storage:
      config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalStorage(storageRoot(config.dataDir)),
    renderer: createRenderer(),
    payments: createPaymentProvider(config, database, tokens.secret, jobs, log),
    jobs,
  };
}

/** Stops timers and flushes buffers; the database itself is closed by its owner. */
export async function closeDeps(deps: AppDeps) {
  await deps.impressions.close();
  await deps.events.close();
  await deps.mailer.close();
  await deps.limiter.close();
  await deps.renderer.close();
  await deps.payments.close();
  await deps.storage.close?.();
}
