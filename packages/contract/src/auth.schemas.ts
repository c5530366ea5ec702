import { z } from 'zod/mini';
import { text } from './common/fields';

export const LoginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Needed only after repeated failures (DESIGN §1.6); the answer's code says when. */
  captcha_token: z.optional(z.string()),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ access_token: z.string(), refresh_token: text() });
export type LoginResponse = z.output<typeof LoginResponseSchema>;

export const RefreshRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  refresh_token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const RefreshResponseSchema = z.object({ access_token: z.string() });

/** Spec §3: current-user summary. */
export const CurrentUserSchema = z.object({
  id: z.optional(z.guid()),
  username: z.string(),
  first_name: text(),
  is_admin: z._default(z.boolean(), false),
});
export type CurrentUser = z.output<typeof CurrentUserSchema>;

export const LogoutResponseSchema = z.object({ message: z.string() });

/** Spec §5: the captcha token is a required string. */
export const CaptchaQuerySchema = z.object({ token: z.string().check(z.minLength(1)) });

/** Spec §3: captcha result. */
export const CaptchaResultSchema = z.object({
  success: z.boolean(),
  challenge_ts: z.nullable(z.string()),
  hostname: z.nullable(z.string()),
  score: z.nullable(z.number()),
  action: z.nullable(z.string()),
});
export type CaptchaResult = z.output<typeof CaptchaResultSchema>;

/** A proof-of-work challenge for the browser widget (ALTCHA v2 wire format, passed through). */
export const CaptchaChallengeSchema = z.record(z.string(), z.unknown());
