import { resolve } from 'node:path';
// For its messages: zod/mini has none of its own, and the contract installs zod's English ones when it loads.
import '@stockroom/contract';
import { z } from 'zod/mini';

const bool = z.pipe(
  z.enum(['true', 'false', '1', '0', 'yes', 'no']),
  z.transform((v) => v === 'true' || v === '1' || v === 'yes'),
);
const optionalUrl = z.optional(z.url());

/** Every setting, from the environment; a bad one stops the server with its name (DESIGN §1.14). */
const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  ),
  SEED_DEMO: z._default(bool, true),
  ADMIN_USERNAME: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(50))),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(10, 'must be at least 10 characters'))),
  TOKEN_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: z._default(z.string(), 'Stockroom <no-reply@stockroom.local>'),
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'must start with redis:// or rediss://'))),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  LOG_FORMAT: z.optional(z.enum(['json', 'pretty'])),
  SHUTDOWN_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(600_000)), 10_000),
  /** Failed logins for a username after which logging in with it needs a captcha (decision 0030). */
  LOGIN_CAPTCHA_AFTER_FAILURES: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000)), 3),
  /** Exports a member may start in a minute (renders share one worker pool). */
  EXPORTS_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 120),
  PUBLIC_BASE_URL: optionalUrl,
  LOGO_URL: z._default(z.string().check(z.minLength(1)), '/logo.svg'),
  WEB_DIST: z.optional(z.string()),
  TRUST_PROXY: z._default(bool, false),
  /** What this process does: serve requests and work jobs (all), serve requests only (web), or work jobs only (worker). */
  SERVER_ROLE: z._default(z.enum(['all', 'web', 'worker']), 'all'),
  /** How long a job's process may stay silent before another takes the job (pg-boss allows no less than 10). */
  JOB_CLAIM_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(10), z.maximum(3600)), 30),
  /** Stripe Checkout (both keys, or neither: the built-in sandbox provider). */
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.regex(/^(sk|rk)_/, 'must start with sk_ or rk_'))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.regex(/^whsec_/, 'must start with whsec_'))),
  /** An S3-compatible store for files (all five, or none: the folder under DATA_DIR). */
  S3_ENDPOINT: z.optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })),
  S3_BUCKET: z.optional(
    z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, dots, hyphens)')),
  ),
  S3_REGION: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1'))),
  S3_ACCESS_KEY_ID: z.optional(z.string()),
  S3_SECRET_ACCESS_KEY: z.optional(z.string()),
  /** Folders within the bucket that every key goes under, so that several installations can share one. */
  S3_PREFIX: z.optional(
    z.string().check(
      z.regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'must be folder names joined by /'),
      z.refine((v) => !/(^|\/)\.\.?(\/|$)/.test(v), 'must be folder names joined by /, none of them . or ..'),
    ),
  ),
  S3_REDIRECT_DOWNLOADS: z._default(bool, true),
  // Days a session recording is kept after its last chunk; 0 turns recording off (decision 0048).
  SESSION_RECORDING_DAYS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(3650)), 30),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  tokenSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  logLevel: z.output<typeof EnvSchema>['LOG_LEVEL'];
  /** JSON lines for machines; short coloured lines for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  /** How long a stop may take: draining connections, flushing batched writes, closing the database. */
  shutdownTimeoutMs: number;
  publicBaseUrl: string;
  logoUrl: string;
  webDist: string;
  trustProxy: boolean;
  /** `web` enqueues jobs but works none; `worker` works jobs and answers only /api/health (decision 0037). */
  serverRole: 'all' | 'web' | 'worker';
  /** How the job queue times claims and retries; tests shorten them. Absent: the queue's defaults. */
  jobTimings?: Partial<JobTimings>;
  rateLimits: RateLimits;
  payments: PaymentSettings;
  storage: StorageSettings;
  /** How long a session recording is kept after its last chunk; 0: members are not recorded. */
  sessionRecordingDays: number;
}

/** DESIGN §1.11: a folder under DATA_DIR, or an S3-compatible store when the S3 settings are given. */
export type StorageSettings = { kind: 'folder' } | ({ kind: 's3' } & S3Settings);
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Without slashes at either end; '' for none. */
  prefix: string;
  /** Whether downloads may send the browser to a presigned address of the store (decision 0038). */
  redirectDownloads: boolean;
}

/** How the job queue times jobs, in seconds (modules/jobs has the defaults). */
export interface JobTimings {
  /** A claim lapses after this long even with heartbeats: the longest a job may run. */
  expireSeconds: number;
  /** A live worker touches its claim this often (halved); a silent one lapses after it. null: none. */
  heartbeatSeconds: number | null;
  /** How often lapsed claims are looked for. */
  superviseSeconds: number;
  /** How often an idle worker looks for jobs sent by another process. */
  pollSeconds: number;
  /** The first retry waits this long; each later one about twice as long. */
  retryDelaySeconds: number;
}

/** DESIGN §1.9: the built-in sandbox provider, or Stripe when both of its keys are set. */
export type PaymentSettings =
  | { provider: 'sandbox' }
  | { provider: 'stripe'; stripeSecretKey: string; stripeWebhookSecret: string };

type Rule = { limit: number; windowSeconds: number };
/** DESIGN §1.5: per address and per username; tests may tighten or loosen them. */
export interface RateLimits {
  loginPerAddress: Rule;
  /**
   * Failed logins for a username after which a login needs a solved captcha too (decision 0030).
   * It never refuses the right password: a refusal per username would let anyone lock a member out.
   */
  loginFailuresBeforeCaptcha: Rule;
  /** E-mails to an account's owner about failed logins: one per window. */
  loginFailureAlert: Rule;
  /** Checks of the current password when a member changes it (only their own session reaches it). */
  currentPasswordPerUser: Rule;
  refreshPerAddress: Rule;
  signUpPerAddress: Rule;
  confirmPerUsername: Rule;
  confirmPerAddress: Rule;
  resetPerUsername: Rule;
  resetPerAddress: Rule;
  /** "Request more info" about products, per member. */
  productInfoPerUser: Rule;
  /** Exports started, per member: renders share the worker pool, so one member cannot fill its queue. */
  exportsPerUser: Rule;
  recordingsPerUser: Rule;
  recordingChunksPerUser: Rule;
  /** Checkouts opened, per member: each one is a call to the payment provider. */
  subscribePerUser: Rule;
  /** Requests sent, per member: each one e-mails every administrator. */
  requestsPerUser: Rule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAddress: { limit: 100, windowSeconds: 15 * 60 },
  loginFailuresBeforeCaptcha: { limit: 3, windowSeconds: 15 * 60 },
  loginFailureAlert: { limit: 1, windowSeconds: 60 * 60 },
  currentPasswordPerUser: { limit: 10, windowSeconds: 15 * 60 },
  refreshPerAddress: { limit: 120, windowSeconds: 60 },
  signUpPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  confirmPerUsername: { limit: 10, windowSeconds: 15 * 60 },
  confirmPerAddress: { limit: 50, windowSeconds: 15 * 60 },
  resetPerUsername: { limit: 5, windowSeconds: 60 * 60 },
  resetPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  productInfoPerUser: { limit: 10, windowSeconds: 60 * 60 },
  exportsPerUser: { limit: 120, windowSeconds: 60 },
  // A page load starts a recording, and its recorder sends a chunk every ten seconds or so: these
  // leave a member's browsing alone and stop a script filling the storage.
  recordingsPerUser: { limit: 120, windowSeconds: 60 * 60 },
  recordingChunksPerUser: { limit: 60, windowSeconds: 60 },
  subscribePerUser: { limit: 30, windowSeconds: 60 * 60 },
  requestsPerUser: { limit: 30, windowSeconds: 60 * 60 },
};

export class ConfigError extends Error {}

/** Demo defaults, documented in the README; used only when SEED_DEMO is on. */
export const DEMO_ADMIN = { username: 'admin', password: 'stockroom-admin' };
export const DEMO_MEMBER = { username: 'member', password: 'stockroom-member' };

/** `terminal`: whether the log goes to a person (stdout is a TTY), which picks the default log format. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  terminal = Boolean(process.stdout.isTTY),
): Config {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither`,
    );
  }
  const missingS3 = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missingS3.length > 0 && (missingS3.length < S3_REQUIRED.length || e.S3_PREFIX)) {
    const lines = missingS3.map((name) => `${name}: set ${S3_REQUIRED.join(', ')} together, or none`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    adminUsername: e.ADMIN_USERNAME ?? (e.SEED_DEMO ? DEMO_ADMIN.username : undefined),
    adminPassword: e.ADMIN_PASSWORD ?? (e.SEED_DEMO ? DEMO_ADMIN.password : undefined),
    tokenSecret: e.TOKEN_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logoUrl: e.LOGO_URL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
    serverRole: e.SERVER_ROLE,
    // A claim lapses one silent period after the last heartbeat and is found by the next look, every half period.
    jobTimings: { heartbeatSeconds: e.JOB_CLAIM_SECONDS, superviseSeconds: Math.ceil(e.JOB_CLAIM_SECONDS / 2) },
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginFailuresBeforeCaptcha: {
        ...DEFAULT_RATE_LIMITS.loginFailuresBeforeCaptcha,
        limit: e.LOGIN_CAPTCHA_AFTER_FAILURES,
      },
      exportsPerUser: { limit: e.EXPORTS_PER_MINUTE, windowSeconds: 60 },
    },
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { provider: 'stripe', stripeSecretKey: e.STRIPE_SECRET_KEY, stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : { provider: 'sandbox' },
    storage:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: (e.S3_PREFIX ?? '').replace(/\/$/, ''),
            redirectDownloads: e.S3_REDIRECT_DOWNLOADS,
          }
        : { kind: 'folder' },
    sessionRecordingDays: e.SESSION_RECORDING_DAYS,
  };
}
